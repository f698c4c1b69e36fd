import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bearer,
  createTestContext,
  signupCustomer,
  type CustomerSessionFixture,
  type Staff,
  type TestContext,
} from '../../../test/helper';
import { accounts, coinLedger, customers, orders, referrals } from '../../db/schema';
import { createRng, makeOrder } from '../../db/seed/factories';

let t: TestContext;
let admin: string;
let staff: Staff;
let referrer: CustomerSessionFixture;
let code: string;
let friend: CustomerSessionFixture;
let other: CustomerSessionFixture;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  staff = await t.createStaff();
  referrer = await signupCustomer(t, { first_name: 'Ravi' });
  code = (await customerGet(referrer.token, '/api/customer/me')).json().referral_code;
  // Codes are matched in any case.
  friend = await signupCustomer(t, { first_name: 'Asha', referral_code: code.toLowerCase() });
  other = await signupCustomer(t, { first_name: 'Bala', referral_code: code });
});
afterAll(() => t.close());

function customerGet(token: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

let rng = createRng(11);
async function order(customerId: number, amount: number): Promise<number> {
  const [c] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
  const values = makeOrder(rng, {
    customer: { ...c!, lastName: c!.lastName, mobile: c!.mobile },
    status: 'confirmed',
    orderType: 'print',
    assignedUser: null,
    createdAt: new Date(),
  });
  const [row] = await t.database.db
    .insert(orders)
    .values({ ...values, amount })
    .returning({ id: orders.id });
  return row!.id;
}

const setStatus = (id: number, status: string, token = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/all-orders/${id}/`,
    headers: bearer(token),
    payload: { id, status, assigned_user: staff.id },
  });

async function saleOf(customerId: number): Promise<number> {
  const [r] = await t.database.db
    .select({ sale: referrals.saleAmount })
    .from(referrals)
    .where(eq(referrals.referredId, customerId));
  return Number(r!.sale);
}

describe('referral rewards', () => {
  it('keeps a referral’s sale amount equal to its customer’s delivered orders', async () => {
    rng = createRng(11);
    const a = await order(friend.id, 120.5);
    const b = await order(friend.id, 80);
    expect((await setStatus(a, 'assigned')).statusCode).toBe(200);
    expect(await saleOf(friend.id)).toBe(0);
    expect((await setStatus(a, 'delivered')).statusCode).toBe(200);
    expect(await saleOf(friend.id)).toBe(120.5);
    expect((await setStatus(b, 'delivered')).statusCode).toBe(200);
    expect(await saleOf(friend.id)).toBe(200.5);
    // A delivered order moved back no longer counts. Only one delivered before invoices were numbered can
    // move back (an invoiced one stays delivered, and counted).
    expect((await setStatus(b, 'out-for-delivery')).statusCode).toBe(400);
    await t.database.db
      .update(orders)
      .set({ invoiceNumber: null, invoiceDate: null })
      .where(eq(orders.id, a));
    expect((await setStatus(a, 'out-for-delivery')).statusCode).toBe(200);
    expect(await saleOf(friend.id)).toBe(80);

    // Two of one customer's orders delivered at the same moment both count.
    const c = await order(other.id, 10);
    const d = await order(other.id, 15);
    const both = await Promise.all([setStatus(c, 'delivered'), setStatus(d, 'delivered')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await saleOf(other.id)).toBe(25);

    const mine = await customerGet(referrer.token, '/api/customer/referrals');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      referral_code: code,
      referrals: [
        { first_name: 'Asha', joined_at: expect.any(String), has_bought: true },
        { first_name: 'Bala', joined_at: expect.any(String), has_bought: true },
      ],
      claims: 2,
      claims_fulfilled: 0,
    });
    const theirs = await customerGet(friend.token, '/api/customer/referrals');
    expect(theirs.json()).toMatchObject({ referrals: [], claims: 0, claims_fulfilled: 0 });
  });

  it('pays the reward per claim once when two super admins mark the referrer fulfilled at once', async () => {
    const second = await t.createStaff();
    await t.database.db.update(accounts).set({ isSuperuser: true }).where(eq(accounts.id, second.id));
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/configurations',
      headers: bearer(admin),
      payload: { referral_reward_coins: 30 },
    });
    expect(set.statusCode, set.body).toBe(200);

    const mark = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/referral_app/api/mark-as-fulfilled/',
        headers: bearer(token),
        payload: { referral_code: code },
      });
    const answers = await Promise.all([mark(admin), mark(second.token)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().fulfilled).sort()).toEqual([0, 2]);
    expect((await mark(admin)).json().fulfilled).toBe(0);

    const ledger = await t.database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.customerId, referrer.id));
    expect(ledger).toMatchObject([{ amount: 60, source: 'referral' }]);
    const me = await customerGet(referrer.token, '/api/customer/me');
    expect(me.json().coin_balance).toBe(60);
    const mine = await customerGet(referrer.token, '/api/customer/referrals');
    expect(mine.json()).toMatchObject({ claims: 2, claims_fulfilled: 2 });
    const sums = await t.database.db.execute(
      sql`select coin_balance = (select sum(amount) from coin_ledger where customer_id = ${referrer.id}) as ok
          from customers where id = ${referrer.id}`,
    );
    expect((sums as unknown as { rows: { ok: boolean }[] }).rows[0]!.ok).toBe(true);
  });
});
