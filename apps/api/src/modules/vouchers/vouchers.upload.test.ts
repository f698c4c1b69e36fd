import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  bearer,
  createClient,
  createTestContext,
  createVoucher,
  dateIn,
  type TestContext,
} from '../../../test/helper';
import { clients, voucherCodes, voucherInfos } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uploadVouchers } from './vouchers.upload.service';

let t: TestContext;
let admin: string;
let client: { id: number };

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`truncate ${clients} restart identity cascade`);
  client = await createClient(t);
});

const DEFAULT_EXPIRY = `${dateIn(10)}T12:00:00.000Z`;
function upload(csv: string | Buffer, clientId = client.id) {
  const fd = new FormData();
  fd.append('file', new Blob([csv], { type: 'text/csv' }), 'vouchers.csv');
  return t.app.inject({
    method: 'POST',
    url: `/api/upload_vouchers?client_id=${clientId}&expiry_date=${encodeURIComponent(DEFAULT_EXPIRY)}`,
    headers: bearer(admin),
    payload: fd,
  });
}
const stored = async () => ({
  infos: await t.database.db.select().from(voucherInfos).orderBy(voucherInfos.id),
  codes: (await t.database.db.select().from(voucherCodes).orderBy(voucherCodes.id)).map((c) => c.voucherCode),
});
const problems = (res: { json: () => { errors: { context: { line?: number; column?: string } }[] } }) =>
  res.json().errors.map((e) => [e.context.line, e.context.column]);

describe('POST /api/upload_vouchers', () => {
  it("groups rows by detail, cost and expiry into single and multiple vouchers; rows without expiry take the query's", async () => {
    const csv = [
      'Voucher_Code, COST ,voucher_detail,expiry_date,image_url',
      'A1,50,Free coffee,,',
      'A2,50,Free coffee,,https://example.com/coffee.png',
      'B1,120,Lunch for two,2031-05-01,',
      'C-1,50,"Free coffee, large",,',
    ].join('\r\n');
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(201);
    // A1, A2 and C-1 have no expiry_date: they took the request's, and the answer says so.
    expect(res.json()).toEqual({
      vouchers_created: 3,
      codes_created: 4,
      default_expiry_codes: 3,
      default_expiry_date: DEFAULT_EXPIRY,
    });
    const { infos, codes } = await stored();
    expect(codes).toEqual(['A1', 'A2', 'B1', 'C-1']);
    expect(
      infos.map((i) => [i.voucherDetail, i.cost, i.isSingle, i.expiryDate.toISOString(), i.imageUrl]),
    ).toEqual([
      ['Free coffee', 50, false, DEFAULT_EXPIRY, 'https://example.com/coffee.png'],
      ['Lunch for two', 120, true, '2031-05-01T00:00:00.000Z', null],
      ['Free coffee, large', 50, true, DEFAULT_EXPIRY, null],
    ]);
  });

  it('reports every bad row with its line and column, and stores nothing', async () => {
    await createVoucher(t, client.id, ['OLD']);
    const before = await stored();
    const csv = [
      'voucher_code,voucher_detail,cost',
      'X1,Free coffee,50',
      'X1,Free coffee,50', // duplicate in the file
      'X2,Free coffee,ten', // not a number
      ',Free coffee,5', // missing code
      'OLD,Free coffee,5', // the client already has it
      'X3,,5', // missing detail
      'X4,Free coffee', // missing field
      'X5,Free coffee,-3', // negative
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(400);
    expect(problems(res)).toEqual([
      [3, 'voucher_code'],
      [4, 'cost'],
      [5, 'voucher_code'],
      [6, 'voucher_code'],
      [7, 'voucher_detail'],
      [8, 'row'],
      [9, 'cost'],
    ]);
    expect(res.json().errors[0].message).toBe('Line 3, voucher_code: Duplicate code: also on line 2');
    expect(res.json().errors[1].message).toBe('Line 4, cost: Must be a number');
    expect(await stored()).toEqual(before);
  });

  it('names a missing column and an unknown one', async () => {
    const res = await upload('voucher_code,price\nA,5\n');
    expect(res.statusCode).toBe(400);
    expect(problems(res)).toEqual([
      [1, 'price'],
      [1, 'voucher_detail'],
      [1, 'cost'],
    ]);
    expect((await stored()).codes).toEqual([]);
  });

  it('refuses an empty file, a header alone, no file and a file over 20 MiB', async () => {
    expect((await upload('')).statusCode).toBe(400);
    expect((await upload('voucher_code,voucher_detail,cost\n')).statusCode).toBe(400);
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/upload_vouchers?client_id=${client.id}&expiry_date=${DEFAULT_EXPIRY}`,
      headers: bearer(admin),
      payload: new FormData(),
    });
    expect(noFile.statusCode).toBe(400);
    const row = 'CODE-000000,A voucher detail that is long enough,100\n';
    const big = Buffer.from(
      `voucher_code,voucher_detail,cost\n${row.repeat(Math.ceil((25 * 1024 * 1024) / row.length))}`,
    );
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'The CSV file must be at most 20 MiB' });
    expect((await stored()).codes).toEqual([]);
  });

  it('refuses an unknown client and a bad expiry_date', async () => {
    expect((await upload('voucher_code,voucher_detail,cost\nA,B,1', 999)).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload_vouchers?client_id=${client.id}&expiry_date=soon`,
      headers: bearer(admin),
      payload: new FormData(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].context.key).toBe('expiry_date');
  });

  it('accepts 100,000 rows in one call', async () => {
    const lines = ['voucher_code,voucher_detail,cost'];
    for (let i = 0; i < 100_000; i += 1) lines.push(`C${i},Offer ${i % 50},${(i % 5) * 10}`);
    const res = await upload(lines.join('\n'));
    expect(res.statusCode, res.body.slice(0, 500)).toBe(201);
    expect(res.json()).toEqual({
      vouchers_created: 50,
      codes_created: 100_000,
      default_expiry_codes: 100_000,
      default_expiry_date: DEFAULT_EXPIRY,
    });
    const [n] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(voucherCodes);
    expect(n!.n).toBe(100_000);
  }, 60_000);

  it('lists the first 100 problems in line order and counts them all (error_count)', async () => {
    const lines = ['voucher_code,voucher_detail,cost'];
    for (let i = 0; i < 300; i += 1) lines.push(i % 6 === 5 ? `OK${i},Fine,5` : `BAD${i},Offer,-${i + 1}`);
    const res = await upload(lines.join('\n'));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error_count).toBe(250);
    expect(body.errors).toHaveLength(100);
    const listed = body.errors.map((e: { context: { line: number } }) => e.context.line);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
    expect(listed[0]).toBe(2);
    expect(listed.at(-1)).toBe(120); // the 100th bad row: five in every six rows are bad
    expect((await stored()).codes).toEqual([]);
  });

  it('refuses a row whose expiry_date is in the past, as the form does, and a past default expiry', async () => {
    const csv = [
      'voucher_code,voucher_detail,cost,expiry_date',
      `A1,Free coffee,50,${dateIn(5)}`,
      `A2,Free coffee,50,${dateIn(-1)}`,
      `A3,Free coffee,50,${dateIn(0)}`,
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        message: 'Line 3, expiry_date: Date should not be before minimal date',
        context: { key: 'file', line: 3, column: 'expiry_date' },
      },
    ]);
    const pastDefault = await t.app.inject({
      method: 'POST',
      url: `/api/upload_vouchers?client_id=${client.id}&expiry_date=${dateIn(-2)}`,
      headers: bearer(admin),
      payload: (() => {
        const fd = new FormData();
        fd.append('file', new Blob(['voucher_code,voucher_detail,cost\nB1,X,1']), 'v.csv');
        return fd;
      })(),
    });
    expect(pastDefault.statusCode).toBe(400);
    expect(pastDefault.json().errors[0].context.key).toBe('expiry_date');
    expect((await stored()).codes).toEqual([]);
  });

  it('refuses a file over the row cap as a whole with 413, naming the cap', async () => {
    const limits = { maxRows: 5, reportedErrors: 100, batchRows: 2 };
    const file = (n: number) =>
      Buffer.from(
        ['voucher_code,voucher_detail,cost', ...Array.from({ length: n }, (_, i) => `R${i},X,1`)].join('\n'),
      );
    const input = (n: number) => ({
      clientId: client.id,
      expiryDate: new Date(DEFAULT_EXPIRY),
      file: file(n),
    });
    const refused = await uploadVouchers(t.database, input(6), { limits }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(413);
    expect((refused as AppError).message).toBe(
      'The file has more than 5 voucher rows: split it into files of at most 5 rows',
    );
    expect((await stored()).codes).toEqual([]);
    expect(await uploadVouchers(t.database, input(5), { limits })).toEqual({
      vouchers_created: 1,
      codes_created: 5,
      default_expiry_codes: 5,
      default_expiry_date: DEFAULT_EXPIRY,
    });
  });

  it('stores nothing when the only bad row is the last, batches after the first', async () => {
    const lines = ['voucher_code,voucher_detail,cost'];
    for (let i = 0; i < 12_000; i += 1) lines.push(`L${i},Offer ${i % 7},${i % 3}`);
    lines.push('L5,Offer 5,5'); // line 12,002: a code of line 7
    lines.push('LAST,Offer 1,many'); // line 12,003
    const res = await upload(lines.join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_count: 2 });
    expect(problems(res)).toEqual([
      [12_002, 'voucher_code'],
      [12_003, 'cost'],
    ]);
    expect(res.json().errors[0].message).toBe('Line 12002, voucher_code: Duplicate code: also on line 7');
    expect(await stored()).toEqual({ infos: [], codes: [] });
  });
});
