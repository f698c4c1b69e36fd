import { randomBytes } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fromPostgres, type Database } from '../src/db/client';
import { orders, payments } from '../src/db/schema';
import { ensureSuperAdmin } from '../src/db/seed/ensure-admin';
import { makePdf } from '../src/db/seed/pdf';
import { hashToken } from '../src/lib/tokens';
import { setVerifyTokenHash } from '../src/modules/customers/customers.email.repository';
import { writeMail } from '../src/modules/notifications/notifications.outbox.service';
import { accessOf } from '../src/plugins/auth';
import {
  bearer,
  buildTestApp,
  clientBody,
  createTestContext,
  dateIn,
  insertBulkOrders,
  nextAddress,
  orderForm,
  placedOrder,
  seedWorld,
  signupCustomer,
  TEST_ADMIN,
  voucherBody,
  type TestContext,
  type World,
} from './helper';
import { routeCollector, type InventoryRoute } from './route-inventory';

import type { App } from '../src/app';
import type { InjectOptions } from 'fastify';

/**
 * The permission matrix of docs/api.md, checked against Fastify's own list of registered routes: every route
 * must be in MATRIX below (and every MATRIX entry must be a route), so a route added without a decision
 * about who may call it fails here.
 */

/**
 * Who calls: nobody signed in, a staff user, the same staff user on another staff user's object, a super
 * admin, and a customer (a token of the customers' realm, which is no session on a back-office route).
 */
type Caller = 'anonymous' | 'staff' | 'otherStaff' | 'superAdmin' | 'customer';

type Req = {
  /** Path and query. */
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** A session of its own (the calls that end or change the caller's session); null = none. */
  token?: string | null;
};

type Expected = {
  anonymous: number;
  staff: number;
  otherStaff?: number;
  superAdmin: number;
  customer: number;
};

type Row = {
  expect: Expected;
  /** A request valid enough to succeed for a caller who is allowed to make it. */
  request: (w: World, as: Caller) => Req | Promise<Req>;
  /** The 404's message for another staff user's object (default: 'Order not found'). */
  notFound?: string;
};

// The five kinds of route. `ok` is the status of the valid request for a caller who may make it.
/** Anyone, signed in or not. */
const PUBLIC = (ok: number): Expected => ({ anonymous: ok, staff: ok, superAdmin: ok, customer: ok });
/** Any signed-in account. */
const STAFF = (ok: number): Expected => ({ anonymous: 401, staff: ok, superAdmin: ok, customer: 401 });
/** Any signed-in account, on an object only its staff user (and super admins) may see: others get 404. */
const OWNED = (ok: number): Expected => ({
  anonymous: 401,
  staff: ok,
  otherStaff: 404,
  superAdmin: ok,
  customer: 401,
});
/**
 * Any signed-in account or customer, on an object only its staff user, super admins and the customer who owns
 * it may see: the others get 404 (the customer here owns none of the staff users' orders).
 */
const OWNED_OR_CUSTOMERS = (ok: number): Expected => ({ ...OWNED(ok), customer: 404 });
/** Super admins only. */
const SUPERUSER = (ok: number): Expected => ({ anonymous: 401, staff: 403, superAdmin: ok, customer: 401 });
/** A signed-in customer only: a back-office token, even a super admin's, is no session here. */
const CUSTOMER = (ok: number): Expected => ({ anonymous: 401, staff: 401, superAdmin: 401, customer: ok });

let unique = 0;
const next = () => (unique += 1);

/** The order a caller works on: their own, or (otherStaff) the other staff user's. */
const orderOf = (w: World, as: Caller) => (as === 'otherStaff' ? w.otherOrder : w.ownOrder);

let t: TestContext;

/** A message in the outbox (e-mail is off here: it waits, unsent), with its unsubscribe link's token. */
async function outboxMessage(w: World): Promise<{ id: number; token: string }> {
  const token = `unsubscribe-${next()}`;
  const id = await writeMail(t.app.db, t.app.events, {
    event: 'order.placed',
    recipient: 'someone@example.com',
    mail: { subject: 'Your order', text: 'Hello', html: '<p>Hello</p>' },
    orderId: w.ownOrder.id,
    unsubscribeToken: token,
    customerId: w.customerSession.id,
  });
  return { id, token };
}

/** A throwaway session of the caller's kind (its token only). */
async function realmSession(as: Caller): Promise<string | null> {
  return (await throwawaySession(as)).token;
}

/** A fresh session of a fresh account of the caller's kind, for the calls that end or change it. */
async function throwawaySession(as: Caller): Promise<{ token: string | null; password: string }> {
  const password = `throwaway-password-${next()}`;
  if (as === 'anonymous') return { token: null, password };
  if (as === 'customer') return { token: (await signupCustomer(t, { password })).token, password };
  if (as === 'superAdmin') {
    const email = `root${next()}@example.com`;
    await ensureSuperAdmin(t.database.db, { email, password, fullName: 'Another Admin' });
    return { token: await t.login(email, password), password };
  }
  const staff = await t.createStaff({ email: `throwaway${next()}@example.com`, password });
  return { token: staff.token, password };
}

function multipart(fields: Record<string, string>, file?: { field: string; data: Buffer; type: string }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append(file.field, new Blob([file.data], { type: file.type }), 'upload');
  return fd;
}
const qrFields = (code: string) => ({
  code,
  value: '25',
  validity: dateIn(30),
  company: 'Acme Prints',
  redirection_url: 'https://example.com/offer',
});

/** Every registered route, and what each caller gets for a valid request to it. */
const MATRIX: Record<string, Row> = {
  // Public: the health check, the sign-in, the print page, the QR scan and its image.
  'GET /api/health': { expect: PUBLIC(200), request: () => ({ url: '/api/health' }) },
  'GET /api/ready': { expect: PUBLIC(200), request: () => ({ url: '/api/ready' }) },
  // Guarded by its own METRICS_TOKEN, not by a session: unset here, so not there for anyone (metrics.test.ts).
  'GET /metrics': { expect: PUBLIC(404), request: () => ({ url: '/metrics' }), notFound: 'Not found' },
  'GET /api/app-info': { expect: PUBLIC(200), request: () => ({ url: '/api/app-info' }) },
  'GET /api/openapi.json': { expect: PUBLIC(200), request: () => ({ url: '/api/openapi.json' }) },
  'POST /api/admin-login': {
    expect: PUBLIC(200),
    request: () => ({ url: '/api/admin-login', payload: TEST_ADMIN }),
  },
  'GET /api/print/:ref/': {
    expect: PUBLIC(200),
    request: (w) => ({ url: `/api/print/${w.ownOrder.printRef}/` }),
  },
  'GET /': { expect: PUBLIC(302), request: (w) => ({ url: `/?qr_code=${w.qrUrl.code}` }) },
  'GET /api/qr-image/:code': {
    expect: PUBLIC(200),
    request: (w) => ({ url: `/api/qr-image/${w.qrImage.code}` }),
  },

  // Any signed-in account: their own profile, session, password, queue and dashboard.
  'GET /api/profile/': { expect: STAFF(200), request: () => ({ url: '/api/profile/' }) },
  'POST /api/logout': {
    expect: STAFF(204),
    request: async (_w, as) => ({ url: '/api/logout', token: (await throwawaySession(as)).token }),
  },
  'POST /api/update_password': {
    expect: STAFF(200),
    request: async (_w, as) => {
      const { token, password } = await throwawaySession(as);
      return {
        url: '/api/update_password',
        token,
        payload: { old_password: password, new_password: `${password}-new` },
      };
    },
  },
  'GET /api/my_orders/': { expect: STAFF(200), request: () => ({ url: '/api/my_orders/' }) },
  'GET /api/order_status': { expect: STAFF(200), request: () => ({ url: '/api/order_status' }) },
  'GET /api/staff-dashboard/': { expect: STAFF(200), request: () => ({ url: '/api/staff-dashboard/' }) },
  // The production board: a staff user's own orders, a super admin's every open order.
  'GET /api/production/': { expect: STAFF(200), request: () => ({ url: '/api/production/' }) },

  // A staff user's own orders (404 for anyone else's, so that ids do not leak).
  'GET /api/all-orders/:id/': {
    expect: OWNED(200),
    request: (w, as) => ({ url: `/api/all-orders/${orderOf(w, as).id}/` }),
  },
  'PATCH /api/all-orders/:id/': {
    expect: OWNED(200),
    // Staff move their order one step (assigned → out-for-delivery); the super admin then sets any status.
    request: (w, as) => ({
      url: `/api/all-orders/${orderOf(w, as).id}/`,
      payload: { id: orderOf(w, as).id, status: as === 'superAdmin' ? 'delivered' : 'out-for-delivery' },
    }),
  },
  'GET /api/order-files/': {
    expect: OWNED(200),
    request: (w, as) => ({ url: `/api/order-files/?order_id=${orderOf(w, as).id}` }),
  },
  'GET /api/all-orders/:id/ticket.pdf': {
    expect: OWNED(200),
    request: (w, as) => ({ url: `/api/all-orders/${orderOf(w, as).id}/ticket.pdf` }),
  },
  'POST /api/tickets.pdf': {
    expect: OWNED(200),
    request: (w, as) => ({ url: '/api/tickets.pdf', payload: { order_ids: [orderOf(w, as).id] } }),
  },
  'GET /api/order-files/:id/download': {
    expect: OWNED_OR_CUSTOMERS(200),
    request: (w, as) => ({ url: `/api/order-files/${orderOf(w, as).fileId}/download` }),
    notFound: 'File not found',
  },
  'GET /api/order-files/:id/pages/:n.png': {
    expect: OWNED_OR_CUSTOMERS(200),
    request: (w, as) => ({ url: `/api/order-files/${orderOf(w, as).fileId}/pages/1.png?width=100` }),
    notFound: 'File not found',
  },

  // The customers' realm: sign-up and sign-in are public, the rest a customer's only.
  'POST /api/customer/signup': {
    expect: PUBLIC(201),
    request: () => {
      const n = next();
      return {
        url: '/api/customer/signup',
        payload: {
          first_name: 'Ravi',
          last_name: 'Kumar',
          email: `ravi${n}@example.com`,
          mobile: '+91 98765 00000',
          password: `ravi-password-${n}`,
        },
      };
    },
  },
  'POST /api/customer/login': {
    expect: PUBLIC(200),
    request: (w) => ({
      url: '/api/customer/login',
      payload: { email: w.customerSession.email, password: w.customerSession.password },
    }),
  },
  'POST /api/customer/logout': {
    expect: CUSTOMER(204),
    request: async (_w, as) => ({ url: '/api/customer/logout', token: await realmSession(as) }),
  },
  'GET /api/customer/me': { expect: CUSTOMER(200), request: () => ({ url: '/api/customer/me' }) },
  'PATCH /api/customer/me': {
    expect: CUSTOMER(200),
    request: () => ({ url: '/api/customer/me', payload: { notify_email: true } }),
  },
  // The link e-mailed at sign-up works for whoever opens it.
  'POST /api/customer/verify-email': {
    expect: PUBLIC(200),
    request: async (w) => {
      const token = `verify-${next()}`;
      await setVerifyTokenHash(t.app.db, w.customerSession.id, hashToken(token), t.app.clock.now());
      return { url: '/api/customer/verify-email', payload: { token } };
    },
  },
  // E-mail is off here: no link to send, nothing gated (with a mail server, 202: see customers.email.test.ts).
  'POST /api/customer/verify-email/resend': {
    expect: CUSTOMER(409),
    request: () => ({ url: '/api/customer/verify-email/resend' }),
  },
  // An e-mail's one-click unsubscribe link, and the mail program's POST to it.
  'GET /api/unsubscribe/:token': {
    expect: PUBLIC(200),
    request: async (w) => ({ url: `/api/unsubscribe/${(await outboxMessage(w)).token}` }),
  },
  'POST /api/unsubscribe/:token': {
    expect: PUBLIC(200),
    request: async (w) => ({ url: `/api/unsubscribe/${(await outboxMessage(w)).token}` }),
  },
  'POST /api/customer/password': {
    expect: CUSTOMER(200),
    request: async (_w, as) => {
      const { token, password } = await throwawaySession(as);
      return {
        url: '/api/customer/password',
        token,
        payload: { old_password: password, new_password: `${password}-new` },
      };
    },
  },
  'POST /api/customer/orders': {
    expect: CUSTOMER(201),
    request: () => ({
      url: '/api/customer/orders',
      payload: orderForm([{ name: 'perm.pdf', data: makePdf({ pages: 1 }) }]),
    }),
  },
  'POST /api/customer/quote': {
    expect: CUSTOMER(200),
    request: () => ({
      url: '/api/customer/quote',
      payload: orderForm([{ name: 'perm.pdf', data: makePdf({ pages: 1 }) }]),
    }),
  },
  'GET /api/customer/orders': { expect: CUSTOMER(200), request: () => ({ url: '/api/customer/orders' }) },
  'GET /api/customer/orders/:id/': {
    expect: CUSTOMER(200),
    request: async (w) => ({ url: `/api/customer/orders/${(await customerOrder(w)).id}/` }),
  },
  'POST /api/customer/coupons/check': {
    expect: CUSTOMER(200),
    request: () => ({ url: '/api/customer/coupons/check', payload: { code: 'seedkeep' } }),
  },
  'GET /api/customer/vouchers': { expect: CUSTOMER(200), request: () => ({ url: '/api/customer/vouchers' }) },
  'GET /api/customer/vouchers/:id/image': {
    expect: CUSTOMER(200),
    request: (w) => ({ url: `/api/customer/vouchers/${w.voucher.id}/image` }),
  },
  'POST /api/customer/voucher-purchases': {
    expect: CUSTOMER(201),
    request: (w) => ({ url: '/api/customer/voucher-purchases', payload: { voucher_id: w.voucher.id } }),
  },
  'GET /api/customer/voucher-purchases': {
    expect: CUSTOMER(200),
    request: () => ({ url: '/api/customer/voucher-purchases' }),
  },
  'GET /api/customer/referrals': {
    expect: CUSTOMER(200),
    request: () => ({ url: '/api/customer/referrals' }),
  },
  'POST /api/customer/qr-redemptions': {
    expect: CUSTOMER(201),
    request: (w) => ({ url: '/api/customer/qr-redemptions', payload: { code: w.qrUrl.code } }),
  },
  'GET /api/customer/coins': {
    expect: CUSTOMER(200),
    request: () => ({ url: '/api/customer/coins?limit=5' }),
  },

  // Super admins only: staff users.
  'POST /api/staff_users_create/': {
    expect: SUPERUSER(201),
    request: () => {
      const n = next();
      return {
        url: '/api/staff_users_create/',
        payload: { full_name: `New ${n}`, email: `new${n}@example.com`, password: 'new-password-1' },
      };
    },
  },
  'GET /api/staff_users/': { expect: SUPERUSER(200), request: () => ({ url: '/api/staff_users/' }) },
  'PATCH /api/staff_users/:id/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/staff_users/${w.otherStaff.id}/`, payload: { is_active: true } }),
  },
  'POST /api/staff_users/:id/password': {
    expect: SUPERUSER(200),
    // A staff user made for it: resetting ends the sessions of the staff users the other rows sign in as.
    request: async () => {
      const staff = await t.createStaff({ email: `reset${next()}@example.com` });
      return {
        url: `/api/staff_users/${staff.id}/password`,
        payload: { new_password: 'another-password-2' },
      };
    },
  },

  // Orders (all of them).
  'GET /api/all-orders/': { expect: SUPERUSER(200), request: () => ({ url: '/api/all-orders/' }) },
  'GET /api/all-orders/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/all-orders/export.csv' }),
  },
  // Every list's CSV export: super admins only.
  'GET /api/my_orders/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/my_orders/export.csv' }),
  },
  'GET /api/users/export.csv': { expect: SUPERUSER(200), request: () => ({ url: '/api/users/export.csv' }) },
  'GET /api/staff_users/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/staff_users/export.csv' }),
  },
  'GET /api/contact_us/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/contact_us/export.csv' }),
  },
  'GET /api/subscription-plans/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/subscription-plans/export.csv' }),
  },
  'GET /api/user-subscription-plans/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/user-subscription-plans/export.csv' }),
  },
  'GET /api/get-qr-codes/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/get-qr-codes/export.csv' }),
  },
  'GET /api/get-clients/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/get-clients/export.csv' }),
  },
  'GET /api/get-voucher/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/get-voucher/export.csv' }),
  },
  'GET /referral_app/referrals-stats/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/referral_app/referrals-stats/export.csv' }),
  },
  'GET /coupon_app/api/coupons/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/coupon_app/api/coupons/export.csv' }),
  },
  // Orders taken at the counter and their quote: any signed-in account.
  'POST /api/all-orders/': {
    expect: STAFF(201),
    request: (w) => ({
      url: '/api/all-orders/',
      payload: orderForm([{ name: 'perm.pdf', data: makePdf({ pages: 1 }) }], {
        customer_id: String(w.customer.id),
      }),
    }),
  },
  'POST /api/quote': {
    expect: STAFF(200),
    request: (w) => ({
      url: '/api/quote',
      payload: orderForm([{ name: 'perm.pdf', data: makePdf({ pages: 1 }) }], {
        customer_id: String(w.customer.id),
      }),
    }),
  },
  'GET /api/customers/search': {
    expect: STAFF(200),
    request: () => ({ url: '/api/customers/search?query=a' }),
  },
  // Numbering an invoice early: a super admin's, on any order (a second call keeps the number).
  'POST /api/all-orders/:id/invoice': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/all-orders/${w.bulkOrder.id}/invoice` }),
  },
  // An order's money: its payments (a staff user's own order out for delivery: cash), its invoice and its
  // receipts (a super admin's any order, a staff user's own), the customer's invoice (their own).
  'POST /api/all-orders/:id/payments': {
    expect: OWNED(201),
    request: async (w, as) => ({
      url: `/api/all-orders/${(await moneyOrder(w, as)).orderId}/payments`,
      payload: { amount: 1, method: 'cash' },
    }),
  },
  'GET /api/all-orders/:id/invoice.pdf': {
    expect: OWNED(200),
    request: async (w, as) => ({ url: `/api/all-orders/${(await moneyOrder(w, as)).orderId}/invoice.pdf` }),
  },
  'GET /api/payments/:id/receipt.pdf': {
    expect: OWNED(200),
    request: async (w, as) => ({ url: `/api/payments/${(await moneyOrder(w, as)).paymentId}/receipt.pdf` }),
    notFound: 'Payment not found',
  },
  'GET /api/customer/orders/:id/invoice.pdf': {
    expect: CUSTOMER(200),
    request: async (w, as) => ({
      url: `/api/customer/orders/${(await moneyOrder(w, as)).orderId}/invoice.pdf`,
    }),
  },
  'POST /api/all-orders/bulk-update/': {
    expect: SUPERUSER(200),
    request: (w) => ({
      url: '/api/all-orders/bulk-update/',
      payload: { ids: [w.bulkOrder.id], status: 'confirmed' },
    }),
  },

  // Customers and coins.
  'GET /api/users/': { expect: SUPERUSER(200), request: () => ({ url: '/api/users/' }) },
  'POST /api/users/': {
    expect: SUPERUSER(201),
    request: () => {
      const n = next();
      return {
        url: '/api/users/',
        payload: {
          first_name: 'Asha',
          last_name: 'Rao',
          email: `asha${n}@example.com`,
          mobile: '+91 98765 43210',
        },
      };
    },
  },
  'GET /api/users/:id/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/users/${w.customer.id}/` }),
  },
  'PATCH /api/users/:id/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/users/${w.otherCustomer.id}/`, payload: { gstin: '29AAGCB7383J1Z4' } }),
  },
  'GET /api/users/:id/timeline/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/users/${w.customer.id}/timeline/?limit=5` }),
  },
  'POST /api/users/:id/password': {
    expect: SUPERUSER(200),
    // Another customer's password: setting one signs that customer out everywhere.
    request: (w) => ({
      url: `/api/users/${w.otherCustomer.id}/password`,
      payload: { new_password: `reset-password-${next()}` },
    }),
  },
  'GET /api/get-user-coin-info/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/get-user-coin-info/?user_id=${w.customer.id}` }),
  },
  'POST /api/coin-adjustments/': {
    expect: SUPERUSER(201),
    request: (w) => ({
      url: '/api/coin-adjustments/',
      payload: { user_id: w.customer.id, amount: 5, reason: 'Goodwill' },
    }),
  },

  // Leads, plans, settings, dashboard.
  'GET /api/contact_us/': { expect: SUPERUSER(200), request: () => ({ url: '/api/contact_us/' }) },
  'PATCH /api/contact_us/:id/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/contact_us/${w.lead.id}/`, payload: { handled: true } }),
  },
  'GET /api/subscription-plans/': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/subscription-plans/' }),
  },
  'POST /api/subscription-plans/': {
    expect: SUPERUSER(201),
    request: () => ({
      url: '/api/subscription-plans/',
      payload: { name: 'Pro', price: 199, period: 'monthly', pages_included: 500 },
    }),
  },
  'PUT /api/subscription-plans/:id/': {
    expect: SUPERUSER(200),
    request: (w) => ({
      url: `/api/subscription-plans/${w.plan.id}/`,
      payload: { name: 'Basic+', price: 129, period: 'monthly', pages_included: 150 },
    }),
  },
  'GET /api/user-subscription-plans/': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/user-subscription-plans/' }),
  },
  'GET /api/configurations': { expect: SUPERUSER(200), request: () => ({ url: '/api/configurations' }) },
  'PATCH /api/configurations': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/configurations', payload: { price_per_page_bw: 2 } }),
  },
  'GET /api/dashboard': { expect: SUPERUSER(200), request: () => ({ url: '/api/dashboard' }) },
  'GET /api/audit-log/': { expect: SUPERUSER(200), request: () => ({ url: '/api/audit-log/' }) },
  'GET /api/jobs/': { expect: SUPERUSER(200), request: () => ({ url: '/api/jobs/' }) },

  // Webhooks.
  'GET /api/webhooks/': { expect: SUPERUSER(200), request: () => ({ url: '/api/webhooks/' }) },
  'GET /api/webhooks/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/webhooks/export.csv' }),
  },
  'POST /api/webhooks/': {
    expect: SUPERUSER(201),
    request: () => ({
      url: '/api/webhooks/',
      payload: { url: 'http://127.0.0.1:9/new', events: ['order.placed'] },
    }),
  },
  'GET /api/webhooks/:id/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/webhooks/${w.webhook.id}/` }),
  },
  'PATCH /api/webhooks/:id/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/webhooks/${w.webhook.id}/`, payload: { description: 'Accounts' } }),
  },
  'DELETE /api/webhooks/:id/': {
    expect: SUPERUSER(204),
    request: (w) => ({ url: `/api/webhooks/${w.webhookToDelete.id}/` }),
  },
  'GET /api/webhooks/:id/deliveries': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/webhooks/${w.webhook.id}/deliveries` }),
  },
  'GET /api/webhooks/:id/deliveries/export.csv': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/webhooks/${w.webhook.id}/deliveries/export.csv` }),
  },
  'POST /api/webhooks/:id/test': {
    expect: SUPERUSER(202),
    request: (w) => ({ url: `/api/webhooks/${w.webhook.id}/test` }),
  },
  'POST /api/webhooks/:id/rotate-secret': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/webhooks/${w.webhook.id}/rotate-secret` }),
  },

  // E-mail.
  'GET /api/notifications/': { expect: SUPERUSER(200), request: () => ({ url: '/api/notifications/' }) },
  'GET /api/notifications/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/notifications/export.csv' }),
  },
  'GET /api/notifications/:id': {
    expect: SUPERUSER(200),
    request: async (w) => ({ url: `/api/notifications/${(await outboxMessage(w)).id}` }),
  },
  'POST /api/notifications/:id/resend': {
    expect: SUPERUSER(200),
    request: async (w) => ({ url: `/api/notifications/${(await outboxMessage(w)).id}/resend` }),
  },
  'GET /api/notification-templates/': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/notification-templates/' }),
  },
  'GET /api/notification-templates/:event': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/notification-templates/order.placed' }),
  },
  'PUT /api/notification-templates/:event': {
    expect: SUPERUSER(200),
    request: () => ({
      url: '/api/notification-templates/order.delivered',
      payload: { subject: 'Order #{{order_id}} delivered', body: 'Hello {{first_name}}' },
    }),
  },
  'POST /api/notification-templates/:event/preview': {
    expect: SUPERUSER(200),
    request: () => ({
      url: '/api/notification-templates/order.placed/preview',
      payload: { subject: 'Order #{{order_id}}', body: 'Hello {{first_name}}' },
    }),
  },
  'GET /api/audit-log/export.csv': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/audit-log/export.csv' }),
  },

  // QR codes.
  'GET /api/get-qr-codes/': { expect: SUPERUSER(200), request: () => ({ url: '/api/get-qr-codes/' }) },
  'POST /api/save-qr-codes/': {
    expect: SUPERUSER(201),
    request: () => ({ url: '/api/save-qr-codes/', payload: multipart(qrFields(`PERM-${next()}`)) }),
  },
  'POST /api/update-qr-codes/': {
    expect: SUPERUSER(200),
    request: (w) => ({
      url: `/api/update-qr-codes/?qr_id=${w.qrUrl.id}`,
      payload: multipart(qrFields(w.qrUrl.code)),
    }),
  },
  'DELETE /api/delete-qr-codes/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/delete-qr-codes/?qr_id=${w.qrToDelete.id}` }),
  },
  'POST /api/qr-codes/bulk-update/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: '/api/qr-codes/bulk-update/', payload: { ids: [w.qrUrl.id], is_active: true } }),
  },
  'GET /api/qr-codes/:id/image': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/qr-codes/${w.qrImage.id}/image` }),
  },
  'GET /api/qr-codes/:id/scans/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/qr-codes/${w.qrUrl.id}/scans/?days=7` }),
  },

  // Clients and vouchers.
  'GET /api/get-clients/': { expect: SUPERUSER(200), request: () => ({ url: '/api/get-clients/' }) },
  'POST /api/save-clients/': {
    expect: SUPERUSER(201),
    request: () => ({ url: '/api/save-clients/', payload: clientBody({ name: 'New Client' }) }),
  },
  'POST /api/update-clients/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/update-clients/?client_id=${w.client.id}`, payload: clientBody() }),
  },
  'DELETE /api/delete-clients/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/delete-clients/?client_id=${w.clientToDelete.id}` }),
  },
  'GET /api/get-voucher/': { expect: SUPERUSER(200), request: () => ({ url: '/api/get-voucher/' }) },
  'POST /api/save-voucher/': {
    expect: SUPERUSER(201),
    request: (w) => ({ url: '/api/save-voucher/', payload: voucherBody(w.client.id, [`PERM-${next()}`]) }),
  },
  'PUT /api/save-voucher/': {
    expect: SUPERUSER(200),
    request: (w) => ({
      url: '/api/save-voucher/',
      payload: {
        id: w.voucher.id,
        client: w.client.id,
        voucher_detail: 'Free tea',
        cost: 40,
        expiry_date: dateIn(60),
      },
    }),
  },
  'DELETE /api/delete-vouchers/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/delete-vouchers/?voucher_ids=${w.voucherToDelete.id}` }),
  },
  'DELETE /api/delete-voucher-codes/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/delete-voucher-codes/?voucher_code_ids=${w.codeToDelete.id}` }),
  },
  'POST /api/upload_vouchers': {
    expect: SUPERUSER(201),
    request: (w) => {
      const n = next();
      const csv = `voucher_code,voucher_detail,cost\nUP-${n}-A,Free pen,5\nUP-${n}-B,Free pen,5\n`;
      return {
        url: `/api/upload_vouchers?client_id=${w.client.id}&expiry_date=${dateIn(20)}`,
        payload: multipart({}, { field: 'file', data: Buffer.from(csv), type: 'text/csv' }),
      };
    },
  },
  'GET /api/vouchers/:id/image': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/api/vouchers/${w.voucher.id}/image` }),
  },
  'GET /api/get-purchased-voucher/': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/api/get-purchased-voucher/' }),
  },
  'POST /api/save-purchased-voucher/': {
    expect: SUPERUSER(201),
    request: (w) => ({
      url: '/api/save-purchased-voucher/',
      payload: { user_id: w.customer.id, voucher_id: w.voucher.id },
    }),
  },

  // Referrals and coupons.
  'GET /referral_app/referrals-stats/': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/referral_app/referrals-stats/?start=0&end=50' }),
  },
  'POST /referral_app/api/mark-as-fulfilled/': {
    expect: SUPERUSER(200),
    request: (w) => ({
      url: '/referral_app/api/mark-as-fulfilled/',
      payload: { referral_code: w.customer.referralCode },
    }),
  },
  'GET /coupon_app/api/coupons/': {
    expect: SUPERUSER(200),
    request: () => ({ url: '/coupon_app/api/coupons/' }),
  },
  'POST /coupon_app/api/coupons/': {
    expect: SUPERUSER(201),
    request: (w) => ({ url: '/coupon_app/api/coupons/', payload: w.couponBody(`PERM${next()}`) }),
  },
  'PUT /coupon_app/api/coupons/:id/': {
    expect: SUPERUSER(200),
    request: (w) => ({ url: `/coupon_app/api/coupons/${w.coupon.id}/`, payload: w.couponBody('SEEDKEEP') }),
  },
  'DELETE /coupon_app/api/coupons/:id/': {
    expect: SUPERUSER(204),
    request: (w) => ({ url: `/coupon_app/api/coupons/${w.couponToDelete.id}/` }),
  },
};

let ownCustomerOrder: Promise<{ id: number }> | undefined;
/** An order of the matrix's customer (placed once, on first use). */
/**
 * A fresh order of the signed-in customer, out for delivery with the staff user (the other one's for `otherStaff`), with an invoice number and
 * a payment of ₹1 (of the ₹10 it owes): each call its own, so that payments never run out of balance.
 */
async function moneyOrder(w: World, as: Caller): Promise<{ orderId: number; paymentId: number }> {
  const db = t.database.db;
  const n = next();
  await insertBulkOrders(db, {
    seed: 9000 + n,
    total: 1,
    columns: {
      status: sql`'out-for-delivery'`,
      assigned_user: sql`${as === 'otherStaff' ? w.otherStaff.id : w.staff.id}::int`,
      print_ref: sql`${`money-${n}`}`,
      invoice_number: sql`${`INV/2099-00/${String(n).padStart(6, '0')}`}`,
      invoice_date: sql`'2099-04-01'::date`,
    },
  });
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.printRef, `money-${n}`));
  await db.update(orders).set({ customerId: w.customer.id }).where(eq(orders.id, order!.id));
  const [payment] = await db
    .insert(payments)
    .values({ orderId: order!.id, amount: 1, method: 'cash', receiptNumber: `RCT-${order!.id}-1` })
    .returning();
  await db.update(orders).set({ paidAmount: 1, paymentStatus: 'partial' }).where(eq(orders.id, order!.id));
  return { orderId: order!.id, paymentId: payment!.id };
}

const customerOrder = (w: World) => (ownCustomerOrder ??= placedOrder(t, w.customerSession.token));

const collector = routeCollector();
let inventory: InventoryRoute[] = [];
let w: World;

/**
 * A second app on the same database (its own pool on PostgreSQL), as a second API process: the callers'
 * requests alternate between the two, so every session made on one is judged by the other too.
 */
let second: { app: App; database: Database };
let turn = 0;
beforeAll(async () => {
  t = await createTestContext({ onRoute: collector.onRoute });
  inventory = collector.routes();
  const database = t.database.kind === 'postgres' ? fromPostgres(t.database.url!, 3) : t.database;
  second = { app: await buildTestApp(database), database };
  w = await seedWorld(t);
});
afterAll(async () => {
  await second.app.close();
  if (second.database !== t.database) await second.database.close();
  await t.close();
});

describe('the route inventory', () => {
  it('lists the app’s routes (a sanity check on the collector)', () => {
    expect(inventory.length).toBeGreaterThan(50);
    expect(inventory.map((r) => r.key)).toContain('GET /api/health');
    expect(inventory.some((r) => r.method === 'HEAD')).toBe(false);
  });

  it('has a row in the permission matrix for every registered route', () => {
    const missing = inventory.map((r) => r.key).filter((key) => !(key in MATRIX));
    expect(missing, 'routes without a permission decision').toEqual([]);
  });

  it('names no route that does not exist', () => {
    const registered = new Set(inventory.map((r) => r.key));
    const unknown = Object.keys(MATRIX).filter((key) => !registered.has(key));
    expect(unknown, 'matrix rows without a route').toEqual([]);
  });

  it('agrees with each route’s declared access', () => {
    for (const { key, route } of inventory) {
      const row = MATRIX[key];
      if (!row) continue;
      const declared = accessOf(route.url, route.config?.access);
      const expected =
        row.expect.anonymous !== 401
          ? 'public'
          : row.expect.customer !== 401 && row.expect.staff !== 401
            ? 'staff-or-customer'
            : row.expect.customer !== 401
              ? 'customer'
              : row.expect.staff === 403
                ? 'superuser'
                : 'staff';
      expect(declared, key).toBe(expected);
    }
  });
});

const CALLERS: Caller[] = ['anonymous', 'staff', 'otherStaff', 'superAdmin', 'customer'];

describe('who may call what', () => {
  for (const [key, row] of Object.entries(MATRIX)) {
    it(key, async () => {
      const [method, path] = key.split(' ') as [string, string];
      for (const as of CALLERS) {
        const expected = row.expect[as];
        if (expected === undefined) continue;
        const req = await row.request(w, as);
        expect(req.url.split('?')[0]!.replace(/[^/]+/g, 'x'), `${key}: the request matches the route`).toBe(
          path.replace(/[^/]+/g, 'x'),
        );
        const token =
          req.token !== undefined
            ? req.token
            : as === 'anonymous'
              ? null
              : as === 'superAdmin'
                ? w.admin
                : as === 'customer'
                  ? w.customerSession.token
                  : w.staff.token;
        const app = (turn += 1) % 2 === 0 ? t.app : second.app;
        const res = await app.inject({
          method: method as 'GET',
          url: req.url,
          payload: req.payload,
          headers: { ...req.headers, ...(token ? bearer(token) : {}) },
          remoteAddress: nextAddress(),
        });
        expect(res.statusCode, `${key} as ${as}: ${res.body.slice(0, 300)}`).toBe(expected);
        if (expected === 401) expect(res.json()).toEqual({ error: 'Not signed in' });
        if (expected === 403) expect(res.json()).toEqual({ error: 'You do not have permission to do this' });
        if (expected === 404) expect(res.json()).toEqual({ error: row.notFound ?? 'Order not found' });
      }
    });
  }

  it('left the other staff user’s order as it was', async () => {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, w.otherOrder.id));
    expect(row).toMatchObject({ status: 'assigned', assignedUser: w.otherStaff.id });
  });

  it('refuses a token that is not a session with 401, as for no token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearer(randomBytes(32).toString('hex')),
    });
    expect(res.statusCode).toBe(401);
  });
});
