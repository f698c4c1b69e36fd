import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  bearer,
  createClient,
  createTestContext,
  createVoucher,
  dateIn,
  type TestContext,
  voucherBody,
} from '../../../test/helper';
import { clients, customers, voucherCodes, voucherInfos } from '../../db/schema';
import { makePng } from '../../db/seed/png';

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
  client = await createClient(t, { name: 'Blue Lotus Cafe' });
});

const send = (method: 'POST' | 'PUT', payload: unknown) =>
  t.app.inject({ method, url: '/api/save-voucher/', headers: bearer(admin), payload: payload as object });
const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/get-voucher/${query}`, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<Record<string, unknown> & { id: number; vouchers: { voucher_code: string }[] }>;
};
const codeCount = async () => (await t.database.db.select().from(voucherCodes)).length;

describe('POST /api/save-voucher/', () => {
  it('creates a single voucher with its code and the client name', async () => {
    const res = await send('POST', voucherBody(client.id, ['LOTUS-1']));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      client: client.id,
      client_name: 'Blue Lotus Cafe',
      voucher_detail: 'Free coffee',
      cost: 50,
      expiry_date: `${dateIn(30)}T00:00:00.000Z`,
      image: null,
      is_single: true,
      vouchers: [{ voucher_code: 'LOTUS-1', is_assigned: false, is_active: true }],
    });
  });

  it('creates a multiple voucher with a PNG image served back as bytes', async () => {
    const png = makePng();
    const res = await send(
      'POST',
      voucherBody(client.id, ['M-1', 'M-2', 'M-3'], {
        image: `data:image/png;base64,${png.toString('base64')}`,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const voucher = res.json();
    expect(voucher.is_single).toBe(false);
    expect(voucher.vouchers.map((v: { voucher_code: string }) => v.voucher_code)).toEqual([
      'M-1',
      'M-2',
      'M-3',
    ]);
    expect(voucher.image).toBe(`/api/vouchers/${voucher.id}/image`);
    const image = await t.app.inject({ method: 'GET', url: voucher.image, headers: bearer(admin) });
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it.each([
    ['a single voucher with two codes', { is_single: true }, ['A', 'B'], 'vouchers'],
    ['a repeated code', { is_single: false }, ['A', 'A'], 'vouchers.1.voucher_code'],
    ['no codes', { is_single: false }, [], 'vouchers'],
    ['a negative cost', { cost: -1 }, ['A'], 'cost'],
    ['a cost that is not a number', { cost: 'ten' }, ['A'], 'cost'],
    ['an expiry in the past', { expiry_date: dateIn(-1) }, ['A'], 'expiry_date'],
    ['an unknown client', { client: 999 }, ['A'], 'client'],
    ['an image that is not a PNG', { image: Buffer.from('GIF89a....').toString('base64') }, ['A'], 'image'],
    ['an image that is not base64', { image: '***' }, ['A'], 'image'],
  ])('refuses %s and stores nothing', async (_label, over, codes, key) => {
    const res = await send('POST', voucherBody(client.id, codes, over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { context: { key: string } }) => e.context.key)).toContain(key);
    expect(await list()).toEqual([]);
  });

  it('refuses a code the client already has (409), but the same code for another client is fine', async () => {
    await createVoucher(t, client.id, ['DUP']);
    const again = await send('POST', voucherBody(client.id, ['NEW', 'DUP'], { is_single: false }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('DUP');
    expect(await codeCount()).toBe(1);
    const other = await createClient(t, { name: 'Other' });
    expect((await send('POST', voucherBody(other.id, ['DUP']))).statusCode).toBe(201);
  });

  it('item 5: refuses an image over 4096 pixels wide', async () => {
    const wide = makePng(0, { width: 4097, height: 2 }).toString('base64');
    const res = await send('POST', voucherBody(client.id, ['A'], { image: wide }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { message: 'The image must be at most 4096 × 4096 pixels', context: { key: 'image' } },
    ]);
    expect(await list()).toEqual([]);
  });

  it('refuses an image over 5 MiB with 413', async () => {
    const big = makePng(5 * 1024 * 1024 + 10).toString('base64');
    const res = await send('POST', voucherBody(client.id, ['A'], { image: big }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The image must be at most 5 MiB' });
    expect(await list()).toEqual([]);
  });
});

describe('GET /api/get-voucher/', () => {
  it('lists newest first, by client and by id', async () => {
    const other = await createClient(t, { name: 'Other' });
    const a = await createVoucher(t, client.id, ['A']);
    const b = await createVoucher(t, other.id, ['B']);
    expect((await list()).map((v) => v.id)).toEqual([b.id, a.id]);
    expect((await list(`?client_id=${client.id}`)).map((v) => v.id)).toEqual([a.id]);
    expect((await list(`?id=${b.id}`)).map((v) => v.client_name)).toEqual(['Other']);
  });
});

describe('PUT /api/save-voucher/', () => {
  it('updates the fields, renames a single code and keeps the image when none is sent', async () => {
    const png = makePng();
    const v = await createVoucher(t, client.id, ['OLD'], { image: png.toString('base64') });
    const res = await send('PUT', {
      id: v.id,
      client: client.id,
      voucher_detail: 'Two coffees',
      cost: 80,
      expiry_date: dateIn(60),
      voucher_code: 'NEW',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      voucher_detail: 'Two coffees',
      cost: 80,
      image: `/api/vouchers/${v.id}/image`,
      vouchers: [{ voucher_code: 'NEW' }],
    });
  });

  it('replaces a multiple voucher’s codes and moves them with the voucher to another client', async () => {
    const other = await createClient(t, { name: 'Other' });
    const v = await createVoucher(t, client.id, ['A', 'B', 'C'], { is_single: false });
    const res = await send('PUT', {
      ...voucherBody(other.id, []),
      id: v.id,
      vouchers: [{ voucher_code: 'B' }, { voucher_code: 'D' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().vouchers.map((c: { voucher_code: string }) => c.voucher_code)).toEqual(['B', 'D']);
    const rows = await t.database.db.select().from(voucherCodes);
    expect(rows.map((r) => [r.voucherCode, r.clientId]).sort()).toEqual([
      ['B', other.id],
      ['D', other.id],
    ]);
  });

  it('answers 404 for an unknown voucher and 409 for a taken code, changing nothing', async () => {
    await createVoucher(t, client.id, ['TAKEN']);
    const v = await createVoucher(t, client.id, ['MINE']);
    const { vouchers: _none, ...fields } = voucherBody(client.id, []);
    const unknown = await send('PUT', { ...fields, id: 999, voucher_code: 'X' });
    expect(unknown.statusCode).toBe(404);
    const taken = await send('PUT', {
      ...fields,
      id: v.id,
      voucher_code: 'TAKEN',
      cost: 1,
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect((await list(`?id=${v.id}`))[0]).toMatchObject({ cost: 50, vouchers: [{ voucher_code: 'MINE' }] });
  });
});

describe('DELETE /api/delete-vouchers/', () => {
  it('deletes the vouchers and their codes', async () => {
    const a = await createVoucher(t, client.id, ['A']);
    const b = await createVoucher(t, client.id, ['B', 'C'], { is_single: false });
    const keep = await createVoucher(t, client.id, ['K']);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-vouchers/?voucher_ids=${a.id}&voucher_ids=${b.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: [a.id, b.id] });
    expect((await list()).map((v) => v.id)).toEqual([keep.id]);
    expect(await codeCount()).toBe(1);
  });

  it('refuses a voucher a user bought (409), deleting nothing', async () => {
    const a = await createVoucher(t, client.id, ['A'], { cost: 0 });
    const b = await createVoucher(t, client.id, ['B']);
    const [user] = await t.database.db
      .insert(customers)
      .values({ firstName: 'U', email: 'u@example.com' })
      .returning();
    await t.app.inject({
      method: 'POST',
      url: '/api/save-purchased-voucher/',
      headers: bearer(admin),
      payload: { user_id: user!.id, voucher_id: a.id },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-vouchers/?voucher_ids=${b.id}&voucher_ids=${a.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(409);
    expect((await t.database.db.select().from(voucherInfos)).length).toBe(2);
  });
});
