import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bearer,
  createTestContext,
  dateIn,
  placedOrder,
  placeOrder,
  signupCustomer,
  type Staff,
  type TestContext,
} from '../../../test/helper';
import { coinLedger, coupons, orders } from '../../db/schema';
import { makePdf } from '../../db/seed/pdf';
import { checkLedger } from '../coins/coins.service';

// What a cancelled order gives back: its coupon's use, and the referral reward it had earned.
let t: TestContext;
let staff: Staff;
beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createStaff();
  const set = await t.call('PATCH', '/api/configurations', { referral_reward_coins: 30 });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(() => t?.close());

const pdf = () => [{ name: 'doc.pdf', data: makePdf({ pages: 2 }) }];
const patch = (id: number, body: object) => t.call('PATCH', `/api/all-orders/${id}/`, { id, ...body });
const cancel = (id: number) => patch(id, { status: 'cancelled', cancel_reason: 'Changed their mind' });
const customerCall = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

let couponCount = 0;
async function createCoupon(over: Record<string, unknown>): Promise<string> {
  couponCount += 1;
  const res = await t.call('POST', '/coupon_app/api/coupons/', {
    name: 'Cancel test',
    code: `CANCEL${couponCount}`,
    discount_percentage: 10,
    valid_from: `${dateIn(-30)}T00:00`,
    valid_to: `${dateIn(30)}T00:00`,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().code;
}
const usageOf = async (code: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.usageCount;

describe('a cancelled order gives back what it used', () => {
  it('gives back a one-time coupon: its use count goes down and the customer can use it again', async () => {
    const customer = await signupCustomer(t);
    const code = await createCoupon({ one_time_only: true });
    const order = await placedOrder(t, customer.token, pdf(), { coupon_code: code });
    expect(await usageOf(code)).toBe(1);
    const again = await placeOrder(t, customer.token, pdf(), { coupon_code: code });
    expect(again.json().errors[0].message).toBe(
      `The coupon ${code} can be used only once, and you have already used it.`,
    );

    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await usageOf(code)).toBe(0);
    const check = await customerCall(customer.token, 'POST', '/api/customer/coupons/check', { code });
    expect(check.statusCode, check.body).toBe(200);
    const second = await placedOrder(t, customer.token, pdf(), { coupon_code: code });
    expect(second).toMatchObject({ coupon_code: code });
    expect(await usageOf(code)).toBe(1);
    const mine = await customerCall(customer.token, 'GET', `/api/customer/orders/${order.id}/`);
    expect(mine.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'Changed their mind' });
  });

  it('counts a cancelled order as no earlier order for a new customers’ coupon', async () => {
    const customer = await signupCustomer(t);
    const code = await createCoupon({ isfornew: true });
    const first = await placedOrder(t, customer.token, pdf());
    const refused = await customerCall(customer.token, 'POST', '/api/customer/coupons/check', { code });
    expect(refused.statusCode).toBe(422);
    expect((await cancel(first.id)).statusCode).toBe(200);
    const check = await customerCall(customer.token, 'POST', '/api/customer/coupons/check', { code });
    expect(check.statusCode, check.body).toBe(200);
  });

  it('reverses the referral reward its delivery had earned, by a ledger entry; every balance equals its ledger', async () => {
    const referrer = await signupCustomer(t);
    const referralCode = (await customerCall(referrer.token, 'GET', '/api/customer/me')).json().referral_code;
    const friend = await signupCustomer(t, { referral_code: referralCode });
    const order = await placedOrder(t, friend.token, pdf());
    expect((await patch(order.id, { status: 'delivered', assigned_user: staff.id })).statusCode).toBe(200);
    const fulfil = await t.call('POST', '/referral_app/api/mark-as-fulfilled/', {
      referral_code: referralCode,
    });
    expect(fulfil.json()).toMatchObject({ fulfilled: 1 });
    // Moved back by a super admin (a delivery recorded by mistake), then cancelled. Only an order delivered
    // before invoices were numbered can move back: an invoiced one stays delivered.
    await t.database.db
      .update(orders)
      .set({ invoiceNumber: null, invoiceDate: null })
      .where(eq(orders.id, order.id));
    expect((await patch(order.id, { status: 'out-for-delivery' })).statusCode).toBe(200);
    // An unrelated order of the friend, never delivered, takes nothing back when cancelled.
    const other = await placedOrder(t, friend.token, pdf());
    expect((await cancel(other.id)).statusCode).toBe(200);
    const ledgerOf = () =>
      t.database.db.select().from(coinLedger).where(eq(coinLedger.customerId, referrer.id));
    expect((await ledgerOf()).map((e) => e.amount)).toEqual([30]);

    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const ledger = await ledgerOf();
    expect(ledger.map((e) => [e.amount, e.source])).toEqual([
      [30, 'referral'],
      [-30, 'referral'],
    ]);
    expect(ledger[1]!.reason).toBe(`Referral reward taken back: order #${order.id} was cancelled`);
    const me = await customerCall(referrer.token, 'GET', '/api/customer/me');
    expect(me.json().coin_balance).toBe(0);
    const referrals = await customerCall(referrer.token, 'GET', '/api/customer/referrals');
    expect(referrals.json()).toMatchObject({ claims: 0, claims_fulfilled: 0 });
    expect((await checkLedger(t.database.db)).mismatches).toEqual([]);
    const audit = (await t.call('GET', `/api/audit-log/?resource=orders&resource_id=${order.id}`)).json();
    expect(audit.results[0]).toMatchObject({
      action: 'cancel',
      changes: { referral_coins_taken_back: [null, 30] },
    });
  });
});
