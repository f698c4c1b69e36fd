import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  bearer,
  createClient,
  createTestContext,
  createVoucher,
  type TestContext,
} from '../../../test/helper';
import { clients, coinLedger, customers, voucherCodes, voucherPurchases } from '../../db/schema';
import { addCoinEntry } from '../coins/coins.service';

let t: TestContext;
let admin: string;
let client: { id: number };

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`truncate ${clients}, ${customers} restart identity cascade`);
  client = await createClient(t);
});

async function users(n: number, coins: number): Promise<number[]> {
  const rows = await t.database.db
    .insert(customers)
    .values(
      Array.from({ length: n }, (_, i) => ({ firstName: `Buyer ${i}`, email: `buyer${i}@example.com` })),
    )
    .returning({ id: customers.id });
  for (const r of rows)
    await t.database.db.transaction((tx) =>
      addCoinEntry(tx, {
        customerId: r.id,
        amount: coins,
        reason: 'Test credit',
        source: 'admin_adjustment',
      }),
    );
  return rows.map((r) => r.id);
}
const buy = (userId: number, voucherId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/save-purchased-voucher/',
    headers: bearer(admin),
    payload: { user_id: userId, voucher_id: voucherId },
  });
const balances = async (ids: number[]) =>
  (await t.database.db.select().from(customers).where(inArray(customers.id, ids))).map((c) => c.coinBalance);

describe('POST /api/save-purchased-voucher/', () => {
  it('assigns one free code and debits its cost through the ledger', async () => {
    const [user] = await users(1, 100);
    const v = await createVoucher(t, client.id, ['A', 'B'], { is_single: false, cost: 30 });
    const res = await buy(user!, v.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      balance: 70,
      purchase: { user_id: user, voucher_id: v.id, voucher_code: 'A', coins: 30, client_name: 'Acme Prints' },
    });
    const codes = await t.database.db.select().from(voucherCodes).orderBy(voucherCodes.id);
    expect(codes.map((c) => c.isAssigned)).toEqual([true, false]);
    const ledger = await t.database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.source, 'voucher_purchase'));
    expect(ledger).toMatchObject([{ customerId: user, amount: -30 }]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/get-purchased-voucher/?user_id=${user}`,
      headers: bearer(admin),
    });
    expect(list.json()).toMatchObject([{ voucher_code: 'A', coins: 30 }]);
  });

  it('refuses a buyer without enough coins (422) and leaves the code free', async () => {
    const [user] = await users(1, 10);
    const v = await createVoucher(t, client.id, ['A'], { cost: 30 });
    const res = await buy(user!, v.id);
    expect(res.statusCode).toBe(422);
    expect(await balances([user!])).toEqual([10]);
    const [code] = await t.database.db.select().from(voucherCodes);
    expect(code!.isAssigned).toBe(false);
    expect(await t.database.db.select().from(voucherPurchases)).toEqual([]);
  });

  it('answers 409 when no code is left, 404 for an unknown voucher or user, 422 when expired', async () => {
    const [a, b] = await users(2, 100);
    const v = await createVoucher(t, client.id, ['ONLY'], { cost: 1 });
    expect((await buy(a!, v.id)).statusCode).toBe(201);
    expect((await buy(b!, v.id)).statusCode).toBe(409);
    expect((await buy(b!, 9999)).statusCode).toBe(404);
    const w = await createVoucher(t, client.id, ['W'], { cost: 1 });
    expect((await buy(9999, w.id)).statusCode).toBe(404);
    await t.database.db.execute(
      sql`update voucher_infos set expiry_date = now() - interval '2 days' where id = ${w.id}`,
    );
    expect((await buy(b!, w.id)).statusCode).toBe(422);
    expect(await balances([b!])).toEqual([100]);
  });

  it('sells each of 10 codes once to 50 concurrent buyers, debiting each winner once', async () => {
    const buyers = await users(50, 100);
    const codes = Array.from({ length: 10 }, (_, i) => `RUSH-${i}`);
    const v = await createVoucher(t, client.id, codes, { is_single: false, cost: 40 });
    const results = await Promise.all(buyers.map((u) => buy(u, v.id)));
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(10);
    expect(results.filter((r) => r.statusCode !== 201).every((r) => r.statusCode === 409)).toBe(true);
    const sold = won.map((r) => r.json().purchase.voucher_code);
    expect(new Set(sold).size).toBe(10);
    expect([...sold].sort()).toEqual([...codes].sort());
    const winners = won.map((r) => r.json().purchase.user_id as number);
    expect(await balances(winners)).toEqual(winners.map(() => 60));
    const losers = buyers.filter((u) => !winners.includes(u));
    expect(await balances(losers)).toEqual(losers.map(() => 100));
    const [debits] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(coinLedger)
      .where(eq(coinLedger.source, 'voucher_purchase'));
    expect(debits!.n).toBe(10);
  });

  it('never takes one buyer below zero, however many purchases race', async () => {
    const [user] = await users(1, 100);
    const v = await createVoucher(
      t,
      client.id,
      Array.from({ length: 10 }, (_, i) => `S-${i}`),
      { is_single: false, cost: 30 },
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => buy(user!, v.id)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(await balances([user!])).toEqual([10]);
    const assigned = (await t.database.db.select().from(voucherCodes)).filter((c) => c.isAssigned);
    expect(assigned).toHaveLength(3);
  });

  it('answers 404 for an unknown buyer of a free (cost 0) voucher, and leaves the code free', async () => {
    const v = await createVoucher(t, client.id, ['FREE'], { cost: 0 });
    const res = await buy(9999, v.id);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ error: 'User not found' });
    const [code] = await t.database.db.select().from(voucherCodes);
    expect(code!.isAssigned).toBe(false);
  });

  it('item 5: a purchase racing a delete of its voucher answers 201 or 404, on every engine, and the delete 409 or 200', async () => {
    const buyers = await users(40, 100);
    const seen = new Set<string>();
    for (const [i, buyer] of buyers.entries()) {
      const v = await createVoucher(t, client.id, [`RACE-${i}`], { cost: i % 2 === 0 ? 0 : 10 });
      const [bought, removed] = await Promise.all([
        buy(buyer, v.id),
        t.app.inject({
          method: 'DELETE',
          url: `/api/delete-vouchers/?voucher_ids=${v.id}`,
          headers: bearer(admin),
        }),
      ]);
      seen.add(`${bought.statusCode}/${removed.statusCode}`);
      // Exactly one of them won: a sold code keeps its voucher; a deleted voucher is not found.
      const outcome = `${bought.statusCode}/${removed.statusCode}`;
      expect(['201/409', '404/200'], `${bought.body} ${removed.body}`).toContain(outcome);
      if (bought.statusCode === 404) expect(bought.json()).toEqual({ error: 'Voucher not found' });
    }
    expect(seen.size).toBeGreaterThan(0);
  });
});
