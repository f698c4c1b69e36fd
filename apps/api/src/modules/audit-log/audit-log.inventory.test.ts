import { desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AUDIT_SECRET, type TAuditResource } from '@printhub/contract';

import { orderForm } from '../../../test/customer-order-fixtures';
import {
  bearer,
  clientBody,
  createTestContext,
  dateIn,
  nextAddress,
  seedWorld,
  voucherBody,
  type TestContext,
  type World,
} from '../../../test/helper';
import { routeCollector, type InventoryRoute } from '../../../test/route-inventory';
import { auditLog, notifications } from '../../db/schema';
import { makePdf } from '../../db/seed/pdf';
import { writeMail } from '../notifications/notifications.outbox.service';

import type { InjectOptions } from 'fastify';

/**
 * Every writing route of the back office writes an audit entry: this walks Fastify's own list of routes,
 * and each non-GET route must have a fixture below that makes a real change and names the entry it leaves
 * (resource and id). A writing route added without an entry, or without a fixture here, fails.
 */

/**
 * The writing routes that are not changes made by a staff user or super admin, left out on purpose:
 *  - the customers' realm (everything under /api/customer/): a customer acts on their own account, and their
 *    orders, purchases and redemptions have their own records (the order history, the coin ledger);
 *  - signing in and out: a session is no change to a record (a sign-in lock is logged: see the
 *    transaction test);
 *  - printing job tickets: a POST only because its list of up to 200 orders is a body; it changes nothing;
 *  - the back office's quote: a POST because it carries the order's files; it writes nothing;
 *  - an e-mail template's preview: a POST because it carries the draft; it writes nothing;
 *  - a customer's one-click unsubscribe from an e-mail: the customer's own choice, as in their realm.
 */
const EXCLUDED = (key: string) =>
  key.includes(' /api/customer/') ||
  key === 'POST /api/admin-login' ||
  key === 'POST /api/logout' ||
  key === 'POST /api/tickets.pdf' ||
  key === 'POST /api/quote' ||
  key === 'POST /api/notification-templates/:event/preview' ||
  key === 'POST /api/unsubscribe/:token';

type Req = { url: string; payload?: InjectOptions['payload']; token?: string };
type Fixture = {
  request: (w: World) => Req | Promise<Req>;
  resource: TAuditResource;
  /** The id the entry names. */
  resourceId: (w: World, body: unknown) => number | string;
  /** Whose change it is (default: the super admin). */
  actorId?: (w: World) => number;
};

let t: TestContext;
let w: World;
let adminId: number;
let unique = 0;
const next = () => (unique += 1);
/** The outbox message the resend fixture sends again. */
let resentId = 0;
/** The staff user a password-change fixture signs in as. */
let passwordChanger: { id: number; token: string } | undefined;

function multipart(fields: Record<string, string>, file?: { field: string; data: Buffer; type: string }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append(file.field, new Blob([file.data], { type: file.type }), 'upload');
  return fd;
}
const qrFields = (code: string, company = 'Acme Prints') => ({
  code,
  value: '25',
  validity: dateIn(30),
  company,
  redirection_url: 'https://example.com/offer',
});
const idOf = (body: unknown) => (body as { id: number }).id;

const FIXTURES: Record<string, Fixture> = {
  'POST /api/update_password': {
    request: async () => {
      const password = `changer-password-${next()}`;
      const staff = await t.createStaff({ email: `changer${next()}@example.com`, password });
      passwordChanger = staff;
      return {
        url: '/api/update_password',
        token: staff.token,
        payload: { old_password: password, new_password: `${password}-new` },
      };
    },
    resource: 'staff-users',
    resourceId: () => passwordChanger!.id,
    actorId: () => passwordChanger!.id,
  },
  'PATCH /api/all-orders/:id/': {
    request: (w) => ({
      url: `/api/all-orders/${w.ownOrder.id}/`,
      payload: { id: w.ownOrder.id, status: 'delivered' },
    }),
    resource: 'orders',
    resourceId: (w) => w.ownOrder.id,
  },
  'POST /api/all-orders/': {
    request: (w) => ({
      url: '/api/all-orders/',
      payload: orderForm([{ name: 'counter.pdf', data: makePdf({ pages: 1 }) }], {
        customer_id: String(w.customer.id),
      }),
    }),
    resource: 'orders',
    resourceId: (_w, body) => idOf(body),
  },
  'POST /api/all-orders/:id/invoice': {
    request: (w) => ({ url: `/api/all-orders/${w.bulkOrder.id}/invoice` }),
    resource: 'orders',
    resourceId: (w) => w.bulkOrder.id,
  },
  'POST /api/all-orders/:id/payments': {
    request: (w) => ({
      url: `/api/all-orders/${w.bulkOrder.id}/payments`,
      payload: { amount: 0.01, method: 'cash' },
    }),
    resource: 'orders',
    resourceId: (w) => w.bulkOrder.id,
  },
  'POST /api/all-orders/bulk-update/': {
    request: (w) => ({
      url: '/api/all-orders/bulk-update/',
      payload: { ids: [w.otherOrder.id], status: 'confirmed' },
    }),
    resource: 'orders',
    resourceId: (w) => w.otherOrder.id,
  },
  'POST /api/staff_users_create/': {
    request: () => {
      const n = next();
      return {
        url: '/api/staff_users_create/',
        payload: { full_name: `New ${n}`, email: `new${n}@example.com`, password: 'new-password-1' },
      };
    },
    resource: 'staff-users',
    resourceId: (_w, body) => idOf(body),
  },
  'PATCH /api/staff_users/:id/': {
    request: (w) => ({
      url: `/api/staff_users/${w.otherStaff.id}/`,
      payload: { full_name: 'Renamed Staff' },
    }),
    resource: 'staff-users',
    resourceId: (w) => w.otherStaff.id,
  },
  'POST /api/staff_users/:id/password': {
    request: (w) => ({
      url: `/api/staff_users/${w.staff.id}/password`,
      payload: { new_password: 'another-password-2' },
    }),
    resource: 'staff-users',
    resourceId: (w) => w.staff.id,
  },
  'POST /api/users/': {
    request: () => ({
      url: '/api/users/',
      payload: {
        first_name: 'Asha',
        last_name: 'Rao',
        email: `asha${next()}@example.com`,
        mobile: '+91 98765 43210',
      },
    }),
    resource: 'customers',
    resourceId: (_w, body) => idOf(body),
  },
  'PATCH /api/users/:id/': {
    request: (w) => ({ url: `/api/users/${w.customer.id}/`, payload: { gstin: '29AAGCB7383J1Z4' } }),
    resource: 'customers',
    resourceId: (w) => w.customer.id,
  },
  'POST /api/users/:id/password': {
    request: (w) => ({
      url: `/api/users/${w.otherCustomer.id}/password`,
      payload: { new_password: 'reset-password-77' },
    }),
    resource: 'customers',
    resourceId: (w) => w.otherCustomer.id,
  },
  'POST /api/coin-adjustments/': {
    request: (w) => ({
      url: '/api/coin-adjustments/',
      payload: { user_id: w.customer.id, amount: 5, reason: 'Goodwill' },
    }),
    resource: 'coins',
    resourceId: (w) => w.customer.id,
  },
  'PATCH /api/contact_us/:id/': {
    request: (w) => ({ url: `/api/contact_us/${w.lead.id}/`, payload: { handled: true } }),
    resource: 'leads',
    resourceId: (w) => w.lead.id,
  },
  'POST /api/subscription-plans/': {
    request: () => ({
      url: '/api/subscription-plans/',
      payload: { name: 'Pro', price: 199, period: 'monthly', pages_included: 500 },
    }),
    resource: 'subscriptions',
    resourceId: (_w, body) => idOf(body),
  },
  'PUT /api/subscription-plans/:id/': {
    request: (w) => ({
      url: `/api/subscription-plans/${w.plan.id}/`,
      payload: { name: 'Basic+', price: 129, period: 'monthly', pages_included: 150 },
    }),
    resource: 'subscriptions',
    resourceId: (w) => w.plan.id,
  },
  'PATCH /api/configurations': {
    request: () => ({ url: '/api/configurations', payload: { price_per_page_bw: 3 } }),
    resource: 'configurations',
    resourceId: () => 'price_per_page_bw',
  },
  'POST /api/save-qr-codes/': {
    request: () => ({ url: '/api/save-qr-codes/', payload: multipart(qrFields(`AUDIT-${next()}`)) }),
    resource: 'qr-codes',
    resourceId: (_w, body) => idOf(body),
  },
  'POST /api/update-qr-codes/': {
    request: (w) => ({
      url: `/api/update-qr-codes/?qr_id=${w.qrUrl.id}`,
      payload: multipart(qrFields(w.qrUrl.code, 'Renamed Prints')),
    }),
    resource: 'qr-codes',
    resourceId: (w) => w.qrUrl.id,
  },
  'POST /api/qr-codes/bulk-update/': {
    request: (w) => ({ url: '/api/qr-codes/bulk-update/', payload: { ids: [w.qrUrl.id], is_active: false } }),
    resource: 'qr-codes',
    resourceId: (w) => w.qrUrl.id,
  },
  'DELETE /api/delete-qr-codes/': {
    request: (w) => ({ url: `/api/delete-qr-codes/?qr_id=${w.qrToDelete.id}` }),
    resource: 'qr-codes',
    resourceId: (w) => w.qrToDelete.id,
  },
  'POST /api/save-clients/': {
    request: () => ({ url: '/api/save-clients/', payload: clientBody({ name: 'New Client' }) }),
    resource: 'clients',
    resourceId: (_w, body) => idOf(body),
  },
  'POST /api/update-clients/': {
    request: (w) => ({
      url: `/api/update-clients/?client_id=${w.client.id}`,
      payload: clientBody({ potential: 'high' }),
    }),
    resource: 'clients',
    resourceId: (w) => w.client.id,
  },
  'DELETE /api/delete-clients/': {
    request: (w) => ({ url: `/api/delete-clients/?client_id=${w.clientToDelete.id}` }),
    resource: 'clients',
    resourceId: (w) => w.clientToDelete.id,
  },
  'POST /api/save-voucher/': {
    request: (w) => ({ url: '/api/save-voucher/', payload: voucherBody(w.client.id, [`AUDIT-${next()}`]) }),
    resource: 'vouchers',
    resourceId: (_w, body) => idOf(body),
  },
  'PUT /api/save-voucher/': {
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
    resource: 'vouchers',
    resourceId: (w) => w.voucher.id,
  },
  'DELETE /api/delete-vouchers/': {
    request: (w) => ({ url: `/api/delete-vouchers/?voucher_ids=${w.voucherToDelete.id}` }),
    resource: 'vouchers',
    resourceId: (w) => w.voucherToDelete.id,
  },
  'DELETE /api/delete-voucher-codes/': {
    request: (w) => ({ url: `/api/delete-voucher-codes/?voucher_code_ids=${w.codeToDelete.id}` }),
    resource: 'vouchers',
    // The entry is on the code's voucher: the one the seed made with SEED-KEEP and SEED-CODE-DEL.
    resourceId: () => codeVoucherId,
  },
  'POST /api/upload_vouchers': {
    request: (w) => {
      const n = next();
      const csv = `voucher_code,voucher_detail,cost\nUP-${n}-A,Free pen,5\nUP-${n}-B,Free pen,5\n`;
      return {
        url: `/api/upload_vouchers?client_id=${w.client.id}&expiry_date=${dateIn(20)}`,
        payload: multipart({}, { field: 'file', data: Buffer.from(csv), type: 'text/csv' }),
      };
    },
    resource: 'clients',
    resourceId: (w) => w.client.id,
  },
  'POST /api/save-purchased-voucher/': {
    request: (w) => ({
      url: '/api/save-purchased-voucher/',
      payload: { user_id: w.customer.id, voucher_id: w.voucher.id },
    }),
    resource: 'vouchers',
    resourceId: (w) => w.voucher.id,
  },
  'POST /referral_app/api/mark-as-fulfilled/': {
    request: (w) => ({
      url: '/referral_app/api/mark-as-fulfilled/',
      payload: { referral_code: w.customer.referralCode },
    }),
    resource: 'referrals',
    resourceId: (w) => w.customer.id,
  },
  'POST /coupon_app/api/coupons/': {
    request: (w) => ({ url: '/coupon_app/api/coupons/', payload: w.couponBody(`AUDIT${next()}`) }),
    resource: 'coupons',
    resourceId: (_w, body) => idOf(body),
  },
  'PUT /coupon_app/api/coupons/:id/': {
    request: (w) => ({
      url: `/coupon_app/api/coupons/${w.coupon.id}/`,
      payload: { ...w.couponBody('SEEDKEEP'), name: 'Renamed' },
    }),
    resource: 'coupons',
    resourceId: (w) => w.coupon.id,
  },
  'DELETE /coupon_app/api/coupons/:id/': {
    request: (w) => ({ url: `/coupon_app/api/coupons/${w.couponToDelete.id}/` }),
    resource: 'coupons',
    resourceId: (w) => w.couponToDelete.id,
  },
  'POST /api/notifications/:id/resend': {
    request: async (w) => {
      // A message whose tries all failed, sent again (e-mail is off here: it then waits unsent).
      resentId = await writeMail(t.app.db, t.app.events, {
        event: 'order.placed',
        recipient: 'someone@example.com',
        mail: { subject: 'Your order', text: 'Hello', html: '<p>Hello</p>' },
        orderId: w.ownOrder.id,
        unsubscribeToken: `audit-unsubscribe-${next()}`,
        customerId: w.customerSession.id,
      });
      await t.app.db.update(notifications).set({ status: 'failed' }).where(eq(notifications.id, resentId));
      return { url: `/api/notifications/${resentId}/resend` };
    },
    resource: 'notifications',
    resourceId: () => resentId,
  },
  'PUT /api/notification-templates/:event': {
    request: () => ({
      url: '/api/notification-templates/order.delivered',
      payload: { subject: `Order #{{order_id}} delivered ${next()}`, body: 'Hello {{first_name}}' },
    }),
    resource: 'notifications',
    resourceId: () => 'order.delivered',
  },
  'POST /api/webhooks/': {
    request: () => ({
      url: '/api/webhooks/',
      payload: { url: `http://127.0.0.1:9/audit-${next()}`, events: ['order.placed'] },
    }),
    resource: 'webhooks',
    resourceId: (_w, body) => idOf(body),
  },
  'PATCH /api/webhooks/:id/': {
    request: (w) => ({
      url: `/api/webhooks/${w.webhook.id}/`,
      payload: { description: `Audited ${next()}` },
    }),
    resource: 'webhooks',
    resourceId: (w) => w.webhook.id,
  },
  'DELETE /api/webhooks/:id/': {
    request: (w) => ({ url: `/api/webhooks/${w.webhookToDelete.id}/` }),
    resource: 'webhooks',
    resourceId: (w) => w.webhookToDelete.id,
  },
  'POST /api/webhooks/:id/test': {
    request: (w) => ({ url: `/api/webhooks/${w.webhook.id}/test` }),
    resource: 'webhooks',
    resourceId: (w) => w.webhook.id,
  },
  'POST /api/webhooks/:id/rotate-secret': {
    request: (w) => ({ url: `/api/webhooks/${w.webhook.id}/rotate-secret` }),
    resource: 'webhooks',
    resourceId: (w) => w.webhook.id,
  },
};

const collector = routeCollector();
let writing: InventoryRoute[] = [];
let codeVoucherId = 0;

beforeAll(async () => {
  t = await createTestContext({ onRoute: collector.onRoute });
  writing = collector.routes().filter((r) => r.method !== 'GET' && !EXCLUDED(r.key));
  w = await seedWorld(t);
  adminId = (await t.call('GET', '/api/profile/', undefined, w.admin)).json().id;
  const codes = await t.call('GET', `/api/get-voucher/?client_id=${w.client.id}`);
  codeVoucherId = (codes.json() as Array<{ id: number; vouchers: Array<{ voucher_code: string }> }>).find(
    (v) => v.vouchers.some((c) => c.voucher_code === 'SEED-KEEP'),
  )!.id;
});
afterAll(() => t.close());

describe('the writing routes', () => {
  it('are found in the app’s own route inventory', () => {
    expect(writing.length).toBeGreaterThan(20);
    expect(writing.map((r) => r.key)).toContain('DELETE /api/delete-qr-codes/');
  });

  it('each have a fixture that makes a change (a new writing route must get one, and an entry)', () => {
    const missing = writing.map((r) => r.key).filter((key) => !(key in FIXTURES));
    expect(missing, 'writing routes without an audit fixture').toEqual([]);
    const unknown = Object.keys(FIXTURES).filter((key) => !writing.some((r) => r.key === key));
    expect(unknown, 'fixtures without a route').toEqual([]);
  });
});

describe('every change leaves one entry with its actor, resource, id and before/after', () => {
  for (const [key, fixture] of Object.entries(FIXTURES)) {
    it(key, async () => {
      const [method] = key.split(' ') as [InjectOptions['method']];
      const req = await fixture.request(w);
      const [last] = await t.database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .orderBy(desc(auditLog.id))
        .limit(1);
      const res = await t.app.inject({
        method,
        url: req.url,
        payload: req.payload,
        headers: bearer(req.token ?? w.admin),
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
      const body: unknown = res.statusCode === 204 ? null : res.json();

      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(gt(auditLog.id, last?.id ?? 0));
      expect(entries, `${key}: one entry for one record`).toHaveLength(1);
      const [entry] = entries;
      expect(entry).toMatchObject({
        actorId: fixture.actorId?.(w) ?? adminId,
        resource: fixture.resource,
        resourceId: String(fixture.resourceId(w, body)),
      });
      expect(entry!.actorName.length).toBeGreaterThan(0);
      expect(entry!.summary.length).toBeGreaterThan(0);
      const changes = Object.values(entry!.changes);
      expect(changes.length, `${key}: changes`).toBeGreaterThan(0);
      for (const pair of changes) {
        expect(pair).toHaveLength(2);
        // A secret's before and after are both "changed"; any other field shows two different values.
        if (pair[1] !== AUDIT_SECRET) expect(JSON.stringify(pair[0])).not.toBe(JSON.stringify(pair[1]));
      }
      // Never a password (hashed or not) nor a token in the log.
      expect(JSON.stringify(entry!.changes)).not.toMatch(/password-|\$argon|\$scrypt|scrypt:/);
    });
  }
});
