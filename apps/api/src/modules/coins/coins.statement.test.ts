import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bearer, signupCustomer, useTestContext } from '../../../test/helper';
import { checkLedgerCommand } from '../../cli/check-ledger';
import { customers } from '../../db/schema';

const ctx = useTestContext();

const statement = (token: string | null, query = '') =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/api/customer/coins${query}`,
    headers: token ? bearer(token) : {},
  });

const adjust = async (userId: number, amount: number, reason: string) => {
  const res = await ctx.t.call('POST', '/api/coin-adjustments/', { user_id: userId, amount, reason });
  expect(res.statusCode, res.body).toBe(201);
};

describe('GET /api/customer/coins', () => {
  it('pages the signed-in customer’s own ledger, newest first, with the balance', async () => {
    const c = await signupCustomer(ctx.t);
    const other = await signupCustomer(ctx.t);
    await adjust(c.id, 100, 'Welcome');
    await adjust(c.id, -30, 'Spent');
    await adjust(c.id, 5, 'Bonus');
    await adjust(other.id, 7, 'Not yours');

    const first = await statement(c.token, '?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ balance: 75, count: 3, previous: null });
    expect(page1.next).toBe('/api/customer/coins?limit=2&offset=2');
    expect(page1.results.map((e: { amount: number }) => e.amount)).toEqual([5, -30]);
    expect(Object.keys(page1.results[0]).sort()).toEqual(['amount', 'created_at', 'id', 'reason']);

    const page2 = (await statement(c.token, '?limit=2&offset=2')).json();
    expect(page2).toMatchObject({ balance: 75, count: 3, next: null });
    expect(page2.previous).toBe('/api/customer/coins?limit=2&offset=0');
    expect(page2.results).toMatchObject([{ amount: 100, reason: 'Welcome' }]);

    const empty = (await statement((await signupCustomer(ctx.t)).token)).json();
    expect(empty).toEqual({ balance: 0, count: 0, next: null, previous: null, results: [] });
  });

  it('is a customer’s only, and refuses a bad page', async () => {
    const c = await signupCustomer(ctx.t);
    expect((await statement(null)).statusCode).toBe(401);
    expect((await statement(await ctx.t.adminToken())).statusCode).toBe(401);
    expect((await statement(c.token, '?limit=0')).statusCode).toBe(400);
    expect((await statement(c.token, '?offset=-1')).statusCode).toBe(400);
  });
});

describe('check:ledger', () => {
  it('passes when every balance equals its ledger, and lists the customers whose balance differs', async () => {
    const a = await signupCustomer(ctx.t);
    const b = await signupCustomer(ctx.t);
    await adjust(a.id, 50, 'Start');
    await adjust(b.id, 20, 'Start');
    const lines: string[] = [];
    expect(await checkLedgerCommand(ctx.t.database.db, (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toMatch(/^Checked \d+ customers and \d+ ledger entries: every balance equals/);

    await ctx.t.database.db.update(customers).set({ coinBalance: 999 }).where(eq(customers.id, b.id));
    const broken: string[] = [];
    expect(await checkLedgerCommand(ctx.t.database.db, (l) => broken.push(l))).toBe(1);
    expect(broken[0]).toMatch(/: 1 balance differs from the sum of its ledger\.$/);
    expect(broken.slice(1)).toEqual(['id\temail\tbalance\tledger_sum', `${b.id}\t${b.email}\t999\t20`]);
  });
});
