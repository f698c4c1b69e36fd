import { eq } from 'drizzle-orm';

import {
  contactUs,
  customers,
  qrCodes,
  referrals,
  referrers,
  subscriptionPlans,
  voucherCodes,
  webhookEndpoints,
} from '../src/db/schema';
import { makePng } from '../src/db/seed/png';
import { DAY_MS } from '../src/lib/time';
import { addCoinEntry } from '../src/modules/coins/coins.service';
import { bearer, type TestContext } from './context';
import { customerSessionFor, signupCustomer } from './customer-fixtures';
import { seedOrders } from './order-fixtures';
import { createClient, createVoucher, dateIn } from './voucher-fixtures';

/**
 * One of every object the API works on, so that every route has something real to read, change or delete:
 * two staff users with an order each, a customer with coins, URL and image QR codes, clients, vouchers, a
 * coupon, a lead, a plan and a referrer with a claim to fulfil; the customer with coins is signed in to the
 * customers' API (`customerSession`), and another customer has signed up (`otherCustomer`). Objects a request deletes have their own copy.
 */
export async function seedWorld(t: TestContext) {
  const db = t.database.db;
  const admin = await t.adminToken();
  const staff = await t.createStaff();
  const otherStaff = await t.createStaff();
  const [ownOrder, otherOrder, bulkOrder] = await seedOrders(db, [
    {
      status: 'assigned',
      orderType: 'print',
      assignedUser: staff.id,
      createdAt: new Date(Date.now() - DAY_MS),
    },
    { status: 'assigned', orderType: 'print', assignedUser: otherStaff.id, createdAt: new Date() },
    { status: 'confirmed', orderType: 'print', assignedUser: null, createdAt: new Date() },
  ]);

  const [customer, referred] = await db
    .insert(customers)
    .values([
      { firstName: 'Coin', lastName: 'Holder', email: 'coins@example.com', mobile: '+91 90000 00001' },
      { firstName: 'Referred', lastName: 'Friend', email: 'friend@example.com', mobile: '+91 90000 00002' },
    ])
    .returning();
  await db.transaction((tx) =>
    addCoinEntry(tx, { customerId: customer!.id, amount: 1000, reason: 'Seed', source: 'admin_adjustment' }),
  );
  // The customer signs in to the customers' API; another customer's password is the one requests reset.
  const customerSession = await customerSessionFor(t, customer!);
  const otherCustomer = await signupCustomer(t);
  await db.insert(referrers).values({ customerId: customer!.id });
  await db.insert(referrals).values({ referrerId: customer!.id, referredId: referred!.id, saleAmount: 120 });

  const validity = new Date(Date.now() + 30 * DAY_MS);
  const expired = new Date(Date.now() - 30 * DAY_MS);
  const [qrUrl, qrImage, qrToDelete] = await db
    .insert(qrCodes)
    .values([
      { code: 'SEED-URL', company: 'Acme', value: 10, validity, redirectionUrl: 'https://example.com/offer' },
      { code: 'SEED-IMG', company: 'Acme', value: 10, validity, image: makePng() },
      { code: 'SEED-DEL', company: 'Acme', value: 10, validity, redirectionUrl: 'https://example.com/x' },
      {
        code: 'SEED-OFF',
        company: 'Acme',
        value: 10,
        validity,
        isActive: false,
        redirectionUrl: 'https://example.com/',
      },
      {
        code: 'SEED-OLD',
        company: 'Acme',
        value: 10,
        validity: expired,
        redirectionUrl: 'https://example.com/',
      },
    ])
    .returning();

  const client = await createClient(t);
  const clientToDelete = await createClient(t, { name: 'Gone Ltd' });
  const png = `data:image/png;base64,${makePng().toString('base64')}`;
  const voucher = await createVoucher(t, client.id, ['SEED-V1', 'SEED-V2', 'SEED-V3'], { image: png });
  const voucherToDelete = await createVoucher(t, client.id, ['SEED-DEL']);
  // A code that may go on its own: its voucher keeps another.
  await createVoucher(t, client.id, ['SEED-KEEP', 'SEED-CODE-DEL'], { is_single: false });
  const [codeToDelete] = await db
    .select({ id: voucherCodes.id })
    .from(voucherCodes)
    .where(eq(voucherCodes.voucherCode, 'SEED-CODE-DEL'));

  const couponBody = (code: string) => ({
    name: 'Seed coupon',
    code,
    discount_percentage: 10,
    valid_from: `${dateIn(-1)}T00:00`,
    valid_to: `${dateIn(30)}T00:00`,
  });
  const newCoupon = async (code: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/coupon_app/api/coupons/',
      headers: bearer(admin),
      payload: couponBody(code),
    });
    if (res.statusCode !== 201) throw new Error(`coupon create failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  };
  const coupon = await newCoupon('SEEDKEEP');
  const couponToDelete = await newCoupon('SEEDGONE');

  const [lead] = await db
    .insert(contactUs)
    .values({ name: 'Curious', email: 'lead@example.com', message: 'Do you print posters?' })
    .returning();
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ name: 'Basic', price: 99, period: 'monthly', pagesIncluded: 100 })
    .returning();

  // Webhooks pointing at a port where nothing listens (the discard port): their tries fail at once.
  const [webhook, webhookToDelete] = await db
    .insert(webhookEndpoints)
    .values(
      ['keep', 'gone'].map((name) => ({
        url: `http://127.0.0.1:9/${name}`,
        events: ['order.placed'],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      })),
    )
    .returning();

  return {
    admin,
    staff,
    otherStaff,
    ownOrder: ownOrder!,
    otherOrder: otherOrder!,
    bulkOrder: bulkOrder!,
    customer: customer!,
    customerSession,
    otherCustomer,
    qrUrl: qrUrl!,
    qrImage: qrImage!,
    qrToDelete: qrToDelete!,
    /** Every QR code's text: active URL and image ones, one to delete, an inactive and an expired one. */
    qrTexts: ['SEED-URL', 'SEED-IMG', 'SEED-DEL', 'SEED-OFF', 'SEED-OLD'],
    client,
    clientToDelete,
    voucher,
    voucherToDelete,
    codeToDelete: codeToDelete!,
    coupon,
    couponToDelete,
    couponBody,
    lead: lead!,
    plan: plan!,
    webhook: webhook!,
    webhookToDelete: webhookToDelete!,
  };
}

export type World = Awaited<ReturnType<typeof seedWorld>>;
