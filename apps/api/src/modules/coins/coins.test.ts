import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { createCustomer, itAllowsOnlySuperAdmins, useTestContext } from '../../../test/helper';
import { coinLedger, customers } from '../../db/schema';

const ctx = useTestContext();
const post = (url: string, payload: object) => ctx.t.call('POST', url, payload);
const get = (url: string) => ctx.t.call('GET', url);
const newUser = () => createCustomer(ctx.t);

itAllowsOnlySuperAdmins(ctx, [
  ['GET', '/api/get-user-coin-info/?user_id=1'],
  ['POST', '/api/coin-adjustments/', { user_id: 1, amount: 5, reason: 'x' }],
]);

describe('coins', () => {
  it('an adjustment moves the balance and adds exactly one ledger entry', async () => {
    const user = await newUser();
    const credit = await post('/api/coin-adjustments/', {
      user_id: user.id,
      amount: 120,
      reason: 'Welcome bonus',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({
      balance: 120,
      entry: { amount: 120, reason: 'Welcome bonus', source: 'admin_adjustment' },
    });
    const debit = await post('/api/coin-adjustments/', {
      user_id: user.id,
      amount: -20,
      reason: 'Correction',
    });
    expect(debit.json().balance).toBe(100);
    const info = (await get(`/api/get-user-coin-info/?user_id=${user.id}`)).json();
    expect(info).toMatchObject({ user_id: user.id, balance: 100 });
    expect(info.history.map((h: { amount: number }) => h.amount)).toEqual([-20, 120]);
    expect(info.balance).toBe(info.history.reduce((s: number, h: { amount: number }) => s + h.amount, 0));
  });

  it('never lets a balance go negative: the call fails with 422 and changes nothing', async () => {
    const user = await newUser();
    await post('/api/coin-adjustments/', { user_id: user.id, amount: 50, reason: 'Bonus' });
    const res = await post('/api/coin-adjustments/', { user_id: user.id, amount: -51, reason: 'Too much' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'Not enough coins: the balance is 50' });
    const entries = await ctx.t.database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.customerId, user.id));
    expect(entries).toHaveLength(1);
    const [row] = await ctx.t.database.db.select().from(customers).where(eq(customers.id, user.id));
    expect(row!.coinBalance).toBe(50);
  });

  it('keeps the balance equal to the ledger under concurrent debits', async () => {
    const user = await newUser();
    await post('/api/coin-adjustments/', { user_id: user.id, amount: 100, reason: 'Start' });
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        post('/api/coin-adjustments/', { user_id: user.id, amount: -10, reason: 'Spend' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(5);
    const info = (await get(`/api/get-user-coin-info/?user_id=${user.id}`)).json();
    expect(info.balance).toBe(0);
    expect(info.history.reduce((s: number, h: { amount: number }) => s + h.amount, 0)).toBe(0);
  });

  it('refuses a credit that would take the balance past the column (2^31−1) with 422, changing nothing', async () => {
    const user = await newUser();
    const start = 2 ** 31 - 100;
    await ctx.t.database.db
      .insert(coinLedger)
      .values({ customerId: user.id, amount: start, reason: 'Seed', source: 'admin_adjustment' });
    await ctx.t.database.db.update(customers).set({ coinBalance: start }).where(eq(customers.id, user.id));
    const res = await post('/api/coin-adjustments/', {
      user_id: user.id,
      amount: 1_000_000,
      reason: 'Too much',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toContain('2147483647');
    const [row] = await ctx.t.database.db.select().from(customers).where(eq(customers.id, user.id));
    expect(row!.coinBalance).toBe(start);
    const toTheTop = await post('/api/coin-adjustments/', { user_id: user.id, amount: 99, reason: 'Top' });
    expect(toTheTop.json().balance).toBe(2 ** 31 - 1);
    expect(
      (await post('/api/coin-adjustments/', { user_id: user.id, amount: 1, reason: 'x' })).statusCode,
    ).toBe(422);
  });

  it('refuses zero, fractional and unknown-user adjustments', async () => {
    const user = await newUser();
    expect(
      (await post('/api/coin-adjustments/', { user_id: user.id, amount: 0, reason: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/coin-adjustments/', { user_id: user.id, amount: 1.5, reason: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/coin-adjustments/', { user_id: user.id, amount: 5, reason: ' ' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/coin-adjustments/', { user_id: 999999, amount: 5, reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await get('/api/get-user-coin-info/?user_id=999999')).statusCode).toBe(404);
  });

  it('item 8: refuses an amount in scientific notation or other non-digit text, and takes typed digits', async () => {
    const user = await newUser();
    for (const amount of ['1e3', '1E3', ' 1e3 ', '1.0', '0x3E8', '1_000', 'Infinity']) {
      const res = await post('/api/coin-adjustments/', { user_id: user.id, amount, reason: 'Bonus' });
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().errors).toEqual([
        { message: 'Type whole coins in digits, like 250 or -20', context: { key: 'amount' } },
      ]);
    }
    const entries = () =>
      ctx.t.database.db.select().from(coinLedger).where(eq(coinLedger.customerId, user.id));
    expect(await entries()).toHaveLength(0);
    const res = await post('/api/coin-adjustments/', { user_id: user.id, amount: ' 250 ', reason: 'Bonus' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ balance: 250, entry: { amount: 250 } });
    expect(await entries()).toHaveLength(1);
  });
});
