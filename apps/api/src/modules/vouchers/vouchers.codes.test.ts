import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { COUNT_CAP } from '@printhub/contract';

import { createClient, createVoucher, useTestContext } from '../../../test/helper';

const ctx = useTestContext();
const get = async (query: string) => {
  const res = await ctx.t.call('GET', `/api/get-voucher/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
type Row = { voucher_code: string; voucherInfoId: number; voucher_code_count: number };
const codesOf = (page: { results: Row[] }) => page.results.map((r) => r.voucher_code);

let acme: number;
let bolt: number;
let big: number;
const BIG = 100_000;

beforeAll(async () => {
  acme = (await createClient(ctx.t, { name: 'Acme Prints' })).id;
  bolt = (await createClient(ctx.t, { name: 'Bolt Media' })).id;
  await createVoucher(ctx.t, acme, ['AC1', 'AC2'], { is_single: false, cost: 20 });
  await createVoucher(ctx.t, bolt, ['BOLT50'], { cost: 75, voucher_detail: '50% off' });
  big = (await createVoucher(ctx.t, acme, ['BIG-0'], { is_single: false, cost: 5 })).id;
  await ctx.t.database.db.execute(sql`
    insert into voucher_codes (voucher_info_id, client_id, voucher_code)
    select ${big}, ${acme}, 'BIG-' || n from generate_series(1, ${BIG - 1}::int) as n`);
}, 60_000);

describe('GET /api/get-voucher/ with limit: pages of code rows', () => {
  it('answers a page of the flattened rows, newest voucher first, with the code count of each voucher', async () => {
    const page = await get('?limit=3');
    expect(page.count).toBe(COUNT_CAP);
    expect(page.previous).toBeNull();
    expect(page.next).toBe('/api/get-voucher/?limit=3&offset=3');
    expect(codesOf(page)).toEqual(['BIG-0', 'BIG-1', 'BIG-2']);
    expect(page.results[0]).toEqual({
      voucher_code_id: expect.any(Number),
      voucher_code: 'BIG-0',
      is_assigned: false,
      is_active: true,
      voucherInfoId: big,
      client: acme,
      client_name: 'Acme Prints',
      voucher_detail: 'Free coffee',
      cost: 5,
      expiry_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      image: null,
      is_single: false,
      created_on: expect.any(String),
      voucher_code_count: BIG,
      sold_at: null,
      buyer_id: null,
      buyer_name: null,
    });
  });

  it('pages through a voucher of 100,000 codes to its end', async () => {
    const last = await get(`?limit=100&offset=${BIG - 40}`);
    expect(last.results).toHaveLength(43);
    expect(codesOf(last).slice(0, 40)).toEqual(Array.from({ length: 40 }, (_, i) => `BIG-${BIG - 40 + i}`));
    expect(codesOf(last).slice(40)).toEqual(['BOLT50', 'AC1', 'AC2']);
    expect(last.count).toBe(BIG + 3);
    expect(last.next).toBeNull();
    const middle = await get(`?limit=10&offset=50000`);
    expect(codesOf(middle)[0]).toBe('BIG-50000');
    expect(middle.next).toBe('/api/get-voucher/?limit=10&offset=50010');
  });

  it('narrows to a client, to a voucher, and by a search of client name, code or cost', async () => {
    expect(codesOf(await get(`?limit=10&client_id=${bolt}`))).toEqual(['BOLT50']);
    const one = await get(`?limit=10&id=${big}&offset=99998`);
    expect(codesOf(one)).toEqual(['BIG-99998', 'BIG-99999']);
    // The search reads the client name, the code and the cost (the big voucher's codes hold every digit).
    expect(codesOf(await get('?limit=10&query=BOLT'))).toEqual(['BOLT50']);
    expect(codesOf(await get('?limit=10&query=c2'))).toEqual(['AC2']);
    expect(codesOf(await get(`?limit=10&client_id=${bolt}&query=75`))).toEqual(['BOLT50']);
    expect(codesOf(await get(`?limit=10&client_id=${bolt}&query=20`))).toEqual([]);
    const byName = await get('?limit=2&query=acme');
    expect(byName.count).toBe(1_001); // a search counts to 1,001
    expect(codesOf(byName)).toEqual(['BIG-0', 'BIG-1']);
  });

  it('keeps answering the bare array of vouchers without limit', async () => {
    const list = await get(`?client_id=${bolt}`);
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(1);
    expect(list[0].vouchers).toEqual([{ voucher_code: 'BOLT50', is_assigned: false, is_active: true }]);
  });

  it('refuses a limit over 100, a negative offset and an over-long search (400)', async () => {
    for (const query of [
      '?limit=101',
      '?limit=0',
      '?limit=5&offset=-1',
      `?limit=5&query=${'x'.repeat(101)}`,
    ]) {
      const res = await ctx.t.call('GET', `/api/get-voucher/${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
