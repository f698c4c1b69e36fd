import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bearer,
  createTestContext,
  orderForm,
  placeOrder,
  signupCustomer,
  type TestContext,
} from '../../../test/helper';
import { makePdf } from '../../db/seed/pdf';

const MIB = 1024 * 1024;
let t: TestContext;
beforeAll(async () => {
  // MAX_PDF_MB=1 for this app.
  t = await createTestContext({ config: { maxPdfBytes: MIB } });
});
afterAll(() => t.close());

async function stored() {
  const res = (await t.database.db.execute(
    sql`select (select count(*) from orders)::int as o, (select count(*) from order_files)::int as f,
               (select count(*) from order_file_chunks)::int as c`,
  )) as unknown as { rows: { o: number; f: number; c: number }[] };
  const row = res.rows[0]!;
  return [Number(row.o), Number(row.f), Number(row.c)];
}

describe('POST /api/customer/orders: the upload’s limits', () => {
  it('refuses a file over MAX_PDF_MB with 413 naming it, and stores nothing', async () => {
    const customer = await signupCustomer(t);
    const before = await stored();
    const res = await placeOrder(t, customer.token, [
      { name: 'small.pdf', data: makePdf({ pages: 1 }) },
      { name: 'big.pdf', data: makePdf({ pages: 1, padTo: 2 * MIB }) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/"big\.pdf" is larger than 1 MB/);
    expect(await stored()).toEqual(before);
    const ok = await placeOrder(t, customer.token, [
      { name: 'fits.pdf', data: makePdf({ pages: 1, padTo: MIB / 2 }) },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses more than ten files, a file in another field, unknown and repeated fields, and JSON', async () => {
    const customer = await signupCustomer(t);
    const pdf = { name: 'a.pdf', data: makePdf({ pages: 1 }) };
    const before = await stored();
    const eleven = await placeOrder(
      t,
      customer.token,
      Array.from({ length: 11 }, () => pdf),
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().errors[0]).toMatchObject({ context: { key: 'files' } });

    const send = (form: FormData) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/orders',
        headers: bearer(customer.token),
        payload: form,
      });
    const wrongField = orderForm([]);
    wrongField.append('title_file', new Blob([new Uint8Array(pdf.data)]), 'a.pdf');
    expect((await send(wrongField)).statusCode).toBe(400);
    const unknown = orderForm([pdf]);
    unknown.append('amount', '0');
    expect((await send(unknown)).statusCode).toBe(400);
    const twice = orderForm([pdf]);
    twice.append('copies', '3');
    expect((await send(twice)).statusCode).toBe(400);
    const json = await t.call('POST', '/api/customer/orders', { title: 'x' }, customer.token);
    expect(json.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
  });
});
