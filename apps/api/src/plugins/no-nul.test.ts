import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, createClient, createTestContext, dateIn, type TestContext } from '../../test/helper';
import { rowsOf } from '../db/rows';
import { NUL_MESSAGE } from '../lib/nul';

// Found by contract fuzzing (test/fuzz-suite.ts): PostgreSQL text cannot hold U+0000, so a NUL that reached
// a query made it fail with a 500 (a search, a QR image lookup, a stored name, a CSV cell).

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const rows = async (table: string) =>
  rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!
    .n;
const nulError = (key: string) => ({ errors: [{ message: NUL_MESSAGE, context: { key } }] });

describe('a NUL character in the input', () => {
  it('is a 400 naming the field, in path parameters, queries and JSON bodies', async () => {
    const cases: Array<[string, string, unknown, string]> = [
      ['GET', '/api/qr-image/a%00b', undefined, 'code'],
      ['GET', '/?qr_code=a%00b', undefined, 'qr_code'],
      ['GET', '/api/users/?query=a%00b', undefined, 'query'],
      [
        'POST',
        '/api/users/',
        { first_name: 'a\u0000b', email: 'nul@example.com', mobile: '+91 98765 43210' },
        'first_name',
      ],
      ['POST', '/api/save-voucher/', { vouchers: [{ voucher_code: 'A\u0000' }] }, 'vouchers.0.voucher_code'],
    ];
    for (const [method, url, payload, key] of cases) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: bearer(admin),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toEqual(nulError(key));
    }
    expect(await rows('customers')).toBe(0);
  });

  it('is a 400 in a multipart field', async () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      value: '5',
      validity: dateIn(10),
      company: 'Ac\u0000me',
      redirection_url: 'https://example.com/',
    }))
      fd.append(k, v);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/save-qr-codes/',
      headers: bearer(admin),
      payload: fd,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulError('company'));
    expect(await rows('qr_codes')).toBe(0);
  });

  it('is a row error in an uploaded CSV, and nothing is stored', async () => {
    const client = await createClient(t);
    const fd = new FormData();
    const csv = 'voucher_code,voucher_detail,cost\nOK-1,Pen,5\n"A\u0000B",Pen,5\n';
    fd.append('file', new Blob([csv], { type: 'text/csv' }), 'vouchers.csv');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload_vouchers?client_id=${client.id}&expiry_date=${dateIn(10)}`,
      headers: bearer(admin),
      payload: fd,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        message: `Line 3, voucher_code: ${NUL_MESSAGE}`,
        context: { key: 'file', line: 3, column: 'voucher_code' },
      },
    ]);
    expect(await rows('voucher_codes')).toBe(0);
  });
});

// Found by an audit: JSON nested 4,000 deep overflowed the stack of the recursive NUL check (a 500).
describe('deeply nested JSON', () => {
  const nested = (depth: number, open: string, inner: string, close: string) =>
    `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
  const deepBodies = [
    `{"email":"a@example.com","password":"some-password","x":${nested(4000, '[', '', ']')}}`,
    `{"email":"a@example.com","password":"some-password","x":${nested(4000, '{"a":', '1', '}')}}`,
  ];

  it('is a 400 on the public sign-in and on a signed-in route, never a 5xx', async () => {
    for (const [url, headers] of [
      ['/api/admin-login', {}],
      ['/api/users/', bearer(admin)],
    ] as const) {
      for (const payload of deepBodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({
          errors: [{ message: 'Nested too deeply', context: { key: 'body' } }],
        });
      }
    }
    expect(await rows('customers')).toBe(0);
  });

  it('still finds a NUL a few levels down', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: { first_name: 'Ann', address: { lines: [['ok', 'x\u0000']] } },
      headers: bearer(admin),
    });
    expect(res.json()).toEqual(nulError('address.lines.0.1'));
  });
});
