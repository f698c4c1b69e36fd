import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { createClient, createVoucher, itAllowsOnlySuperAdmins, useTestContext } from '../../../test/helper';
import { clients, customers } from '../../db/schema';

const ctx = useTestContext();

type Row = {
  voucher_code: string;
  voucher_code_id: number;
  voucherInfoId: number;
  voucher_code_count: number;
};

/** The client's code rows, as the vouchers screen gets them. */
async function rowsOf(clientId: number): Promise<Row[]> {
  const res = await ctx.t.call('GET', `/api/get-voucher/?limit=100&client_id=${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}
const idOf = (rows: Row[], code: string) => rows.find((r) => r.voucher_code === code)!.voucher_code_id;
const del = (ids: number[]) =>
  ctx.t.call('DELETE', `/api/delete-voucher-codes/?${ids.map((id) => `voucher_code_ids=${id}`).join('&')}`);

let client: number;
let multi: number;
beforeEach(async () => {
  await ctx.t.database.db.execute(sql`truncate ${clients}, ${customers} restart identity cascade`);
  client = (await createClient(ctx.t, { name: 'Blue Lotus Cafe' })).id;
  multi = (await createVoucher(ctx.t, client, ['M-1', 'M-2', 'M-3'], { is_single: false, cost: 0 })).id;
  await createVoucher(ctx.t, client, ['S-1']);
});

describe('DELETE /api/delete-voucher-codes/', () => {
  it('deletes single codes, keeping their voucher and its other codes, and the counts follow', async () => {
    const rows = await rowsOf(client);
    expect(rows.find((r) => r.voucher_code === 'M-1')).toMatchObject({
      voucherInfoId: multi,
      voucher_code_count: 3,
    });
    const ids = [idOf(rows, 'M-3'), idOf(rows, 'M-1')];
    const res = await del(ids);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: [...ids].sort((a, b) => a - b) });

    const left = await rowsOf(client);
    expect(left.map((r) => r.voucher_code)).toEqual(['S-1', 'M-2']);
    expect(left.find((r) => r.voucher_code === 'M-2')).toMatchObject({
      voucherInfoId: multi,
      voucher_code_count: 1,
    });
    const bare = await ctx.t.call('GET', `/api/get-voucher/?id=${multi}`);
    expect(bare.json()[0].vouchers).toEqual([{ voucher_code: 'M-2', is_assigned: false, is_active: true }]);
  });

  it('refuses a code a user bought (409), deleting nothing', async () => {
    const [user] = await ctx.t.database.db
      .insert(customers)
      .values({ firstName: 'U', email: 'u@example.com' })
      .returning();
    const bought = await ctx.t.call('POST', '/api/save-purchased-voucher/', {
      user_id: user!.id,
      voucher_id: multi,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const code = bought.json().purchase.voucher_code as string;
    const rows = await rowsOf(client);
    const other = rows.find((r) => r.voucherInfoId === multi && r.voucher_code !== code)!;

    const res = await del([other.voucher_code_id, idOf(rows, code)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: `A user has bought the code ${code}: it cannot be deleted` });
    expect(await rowsOf(client)).toHaveLength(4);
  });

  it('refuses to take every code of a voucher (422): that is deleting the voucher', async () => {
    const rows = await rowsOf(client);
    const one = await del([idOf(rows, 'S-1')]);
    expect(one.statusCode).toBe(422);
    expect(one.json()).toEqual({ error: 'S-1 is the only code of its voucher: delete the voucher instead' });
    const all = await del(['M-1', 'M-2', 'M-3'].map((c) => idOf(rows, c)));
    expect(all.statusCode).toBe(422);
    expect(all.json()).toEqual({
      error: 'M-1, M-2, M-3 are all the codes of their voucher: delete the voucher instead',
    });
    expect(await rowsOf(client)).toHaveLength(4);
  });

  it('answers 404 for an unknown id, deleting nothing', async () => {
    const rows = await rowsOf(client);
    const res = await del([idOf(rows, 'M-1'), 999_999]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Voucher code not found: 999999' });
    expect(await rowsOf(client)).toHaveLength(4);
  });

  it('refuses a request without ids, or with one that is not an id (400)', async () => {
    for (const url of ['/api/delete-voucher-codes/', '/api/delete-voucher-codes/?voucher_code_ids=abc']) {
      expect((await ctx.t.call('DELETE', url)).statusCode, url).toBe(400);
    }
  });

  itAllowsOnlySuperAdmins(ctx, [['DELETE', '/api/delete-voucher-codes/?voucher_code_ids=1']]);
});
