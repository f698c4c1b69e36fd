import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  bearer,
  createClient,
  createTestContext,
  createVoucher,
  customersWithTokens,
  dateIn,
  type TestContext,
} from '../../../test/helper';
import { clients, customers } from '../../db/schema';

let t: TestContext;
let client: { id: number };

beforeAll(async () => {
  t = await createTestContext();
  await t.adminToken();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`truncate ${clients}, ${customers} restart identity cascade`);
  client = await createClient(t);
});

const buy = (token: string, voucherId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/voucher-purchases',
    headers: bearer(token),
    payload: { voucher_id: voucherId },
  });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Per customer: balance column, ledger sum, and codes bought. */
async function books() {
  const res = await t.database.db.execute(sql`
    select c.id, c.coin_balance as balance,
      (select coalesce(sum(amount), 0)::int from coin_ledger l where l.customer_id = c.id) as ledger,
      (select count(*)::int from voucher_purchases p where p.customer_id = c.id) as bought
    from customers c order by c.id`);
  return (res as unknown as { rows: { id: number; balance: number; ledger: number; bought: number }[] }).rows;
}

describe('the customers’ vouchers', () => {
  it('offers what can be bought now, with the free codes counted', async () => {
    const [me] = await customersWithTokens(t, 1, 0);
    const open = await createVoucher(t, client.id, ['A1', 'A2', 'A3'], { is_single: false, cost: 10 });
    await createVoucher(t, client.id, ['B1'], { voucher_detail: 'Sold out', cost: 5 });
    const [buyer] = await customersWithTokens(t, 1, 100);
    const soldOut = (await get(me!.token, '/api/customer/vouchers')).json()[1];
    expect((await buy(buyer!.token, soldOut.id)).statusCode).toBe(201);
    // Inactive codes are not free codes.
    await createVoucher(t, client.id, ['C1'], { voucher_detail: 'Inactive' }).then((v) =>
      t.database.db.execute(sql`update voucher_codes set is_active = false where voucher_info_id = ${v.id}`),
    );
    // A voucher of a CSV upload still being written is not on offer.
    const unfinished = await createVoucher(t, client.id, ['E1'], { voucher_detail: 'Uploading' });
    await t.database.db.execute(
      sql`update voucher_infos set upload_id = gen_random_uuid() where id = ${unfinished.id}`,
    );
    const expired = await createVoucher(t, client.id, ['D1'], { voucher_detail: 'Old' });
    await t.database.db.execute(
      sql`update voucher_infos set expiry_date = now() - interval '2 days' where id = ${expired.id}`,
    );
    const res = await get(me!.token, '/api/customer/vouchers');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        id: open.id,
        client: { id: client.id, name: 'Acme Prints' },
        voucher_detail: 'Free coffee',
        cost: 10,
        expiry_date: expect.stringMatching(new RegExp(`^${dateIn(30)}`)),
        image_url: null,
        available: 3,
      },
    ]);
  });

  it('sells a code for coins, as a ledger entry, and lists the customer’s codes', async () => {
    const [me] = await customersWithTokens(t, 1, 100);
    const v = await createVoucher(t, client.id, ['X1', 'X2'], { is_single: false, cost: 30 });
    const res = await buy(me!.token, v.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      voucher_code: 'X1',
      voucher_detail: 'Free coffee',
      client_name: 'Acme Prints',
      cost: 30,
      balance: 70,
    });
    const mine = await get(me!.token, '/api/customer/voucher-purchases');
    expect(mine.json()).toEqual([expect.objectContaining({ voucher_code: 'X1', cost: 30 })]);
    expect(await books()).toEqual([{ id: me!.id, balance: 70, ledger: 70, bought: 1 }]);
  });

  it('refuses too few coins with 422 saying the balance, and changes nothing', async () => {
    const [me] = await customersWithTokens(t, 1, 20);
    const v = await createVoucher(t, client.id, ['Y1'], { cost: 50 });
    const res = await buy(me!.token, v.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/balance is 20/);
    expect(await books()).toEqual([{ id: me!.id, balance: 20, ledger: 20, bought: 0 }]);
    expect((await get(me!.token, '/api/customer/vouchers')).json()[0].available).toBe(1);
  });

  it('answers 410 for a sold-out or expired voucher and 404 for an unknown one', async () => {
    const [a, b] = await customersWithTokens(t, 2, 100);
    const v = await createVoucher(t, client.id, ['Z1'], { cost: 10 });
    expect((await buy(a!.token, v.id)).statusCode).toBe(201);
    const soldOut = await buy(b!.token, v.id);
    expect(soldOut.statusCode).toBe(410);
    expect(soldOut.json().error).toMatch(/No codes/);
    const old = await createVoucher(t, client.id, ['Z2'], { cost: 10 });
    await t.database.db.execute(
      sql`update voucher_infos set expiry_date = now() - interval '2 days' where id = ${old.id}`,
    );
    expect((await buy(b!.token, old.id)).statusCode).toBe(410);
    expect((await buy(b!.token, 999_999)).statusCode).toBe(404);
    expect((await books()).find((r) => r.id === b!.id)).toEqual({
      id: b!.id,
      balance: 100,
      ledger: 100,
      bought: 0,
    });
  });

  it('item 5: a purchase racing a delete of its voucher answers 201 or 404 (never 410), on every engine', async () => {
    const buyers = await customersWithTokens(t, 30, 100);
    const admin = await t.adminToken();
    for (const [i, buyer] of buyers.entries()) {
      const v = await createVoucher(t, client.id, [`GONE-${i}`], { cost: i % 2 === 0 ? 0 : 10 });
      const [bought, removed] = await Promise.all([
        buy(buyer.token, v.id),
        t.app.inject({
          method: 'DELETE',
          url: `/api/delete-vouchers/?voucher_ids=${v.id}`,
          headers: bearer(admin),
        }),
      ]);
      const outcome = `${bought.statusCode}/${removed.statusCode}`;
      expect(['201/409', '404/200'], `${bought.body} ${removed.body}`).toContain(outcome);
    }
  });

  it('300 customers buying a 100-code voucher at once: exactly 100 codes sold, each once, books balanced', async () => {
    const buyers = await customersWithTokens(t, 300, 40);
    const codes = Array.from({ length: 100 }, (_, i) => `RUSH${i}`);
    const v = await createVoucher(t, client.id, codes, { is_single: false, cost: 25 });
    const answers = await Promise.all(buyers.map((b) => buy(b.token, v.id)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    expect(statuses.filter((s) => s === 410)).toHaveLength(200);
    const sold = answers.filter((r) => r.statusCode === 201).map((r) => r.json().voucher_code as string);
    expect(new Set(sold).size).toBe(100);
    expect([...sold].sort()).toEqual([...codes].sort());
    const rows = await books();
    for (const r of rows) {
      expect(r.balance).toBe(r.ledger);
      expect(r.balance).toBe(r.bought === 1 ? 15 : 40);
    }
    expect(rows.filter((r) => r.bought === 1)).toHaveLength(100);
    const left = await get(buyers[0]!.token, '/api/customer/vouchers');
    expect(left.json()).toEqual([]);
  });
});
