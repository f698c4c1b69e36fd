import { describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import { createClient, createCustomer, createVoucher, useTestContext } from '../../../test/helper';

const ctx = useTestContext();

type Row = {
  voucher_code: string;
  is_assigned: boolean;
  sold_at: string | null;
  buyer_id: number | null;
  buyer_name: string | null;
};

/** A client's three codes, the first bought by a customer. */
async function oneSold() {
  const client = await createClient(ctx.t, { name: `Sold Co ${Date.now()}` });
  const voucher = await createVoucher(ctx.t, client.id, ['S-1', 'S-2', 'S-3'], {
    is_single: false,
    cost: 10,
  });
  const buyer = await createCustomer(ctx.t, { first_name: 'Ravi', last_name: 'Buyer' });
  const credit = await ctx.t.call('POST', '/api/coin-adjustments/', {
    user_id: buyer.id,
    amount: 50,
    reason: 'Test credit',
  });
  expect(credit.statusCode, credit.body).toBe(201);
  const before = Date.now();
  const bought = await ctx.t.call('POST', '/api/save-purchased-voucher/', {
    user_id: buyer.id,
    voucher_id: voucher.id,
  });
  expect(bought.statusCode, bought.body).toBe(201);
  return { client, buyer, before };
}

const rowsOf = async (query: string): Promise<Row[]> => {
  const res = await ctx.t.call('GET', `${API.vouchers}?limit=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
};

describe('GET /api/get-voucher/: sold codes', () => {
  it('item 7: a sold code carries when it was sold and its buyer; an unsold one nulls', async () => {
    const { client, buyer, before } = await oneSold();
    const rows = await rowsOf(`client_id=${client.id}`);
    expect(rows.map((r) => [r.voucher_code, r.is_assigned, r.buyer_id, r.buyer_name])).toEqual([
      ['S-1', true, buyer.id, 'Ravi Buyer'],
      ['S-2', false, null, null],
      ['S-3', false, null, null],
    ]);
    expect(Date.parse(rows[0]!.sold_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(rows.slice(1).map((r) => r.sold_at)).toEqual([null, null]);
  });

  it('item 7: the state filter takes sold and unsold, and refuses another state naming the choices', async () => {
    const { client } = await oneSold();
    const codes = async (state: string) =>
      (await rowsOf(`client_id=${client.id}&state=${state}`)).map((r) => r.voucher_code);
    expect(await codes('sold')).toEqual(['S-1']);
    expect(await codes('unsold')).toEqual(['S-2', 'S-3']);
    expect(await codes('all')).toEqual(['S-1', 'S-2', 'S-3']);
    // Sold codes of live vouchers are active codes too: the states sold and unsold cut across them.
    expect(await codes('active')).toEqual(['S-1', 'S-2', 'S-3']);
    const res = await ctx.t.call('GET', `${API.vouchers}?limit=10&state=bought`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        message: 'Must be one of: all, active, expired, inactive, sold, unsold',
        context: { key: 'state' },
      },
    ]);
  });

  it('item 7: the export has the sold date and the buyer, and follows the state filter', async () => {
    const { client } = await oneSold();
    const res = await ctx.t.call('GET', `${API.vouchersExport}?client_id=${client.id}&state=sold`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...lines] = res.body.trim().split(/\r?\n/);
    expect(header!.split(',').slice(-2)).toEqual(['sold_at', 'buyer']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/,S-1,.*,\d{4}-\d{2}-\d{2}T[^,]+,Ravi Buyer$/);
  });
});
