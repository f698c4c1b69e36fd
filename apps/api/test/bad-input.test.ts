import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ZAnyError } from './error-shapes';
import { bearer, createTestContext, nextAddress, type TestContext } from './helper';

let t: TestContext;
let staffToken: string;
beforeAll(async () => {
  t = await createTestContext();
  staffToken = (await t.createStaff()).token;
});
afterAll(() => t.close());

const JSON_TYPE = { 'content-type': 'application/json' };
const bodies: Array<[string, { payload?: string; headers?: Record<string, string> }]> = [
  ['no body', {}],
  ['empty JSON body', { payload: '', headers: JSON_TYPE }],
  ['malformed JSON', { payload: '{"email": "a@b.co",', headers: JSON_TYPE }],
  ['JSON null', { payload: 'null', headers: JSON_TYPE }],
  ['a JSON array', { payload: '[1,2,3]', headers: JSON_TYPE }],
  ['a JSON string', { payload: '"hello"', headers: JSON_TYPE }],
  ['an empty object', { payload: '{}', headers: JSON_TYPE }],
  [
    'wrong types',
    {
      payload: JSON.stringify({ email: 1, password: true, full_name: [], old_password: {}, new_password: 5 }),
      headers: JSON_TYPE,
    },
  ],
  [
    'nulls',
    {
      payload: JSON.stringify({
        email: null,
        password: null,
        full_name: null,
        old_password: null,
        new_password: null,
      }),
      headers: JSON_TYPE,
    },
  ],
  [
    'huge strings',
    {
      payload: JSON.stringify({
        email: `${'a'.repeat(5000)}@x.co`,
        password: 'p'.repeat(100_000),
        full_name: 'n'.repeat(100_000),
        old_password: 'o'.repeat(100_000),
        new_password: 'q'.repeat(100_000),
      }),
      headers: JSON_TYPE,
    },
  ],
  [
    'a body over 1 MiB',
    { payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }), headers: JSON_TYPE },
  ],
  [
    'prototype pollution',
    {
      payload: '{"__proto__":{"is_superuser":true},"constructor":{"prototype":{"x":1}}}',
      headers: JSON_TYPE,
    },
  ],
  [
    'form encoding',
    { payload: 'email=a@b.co&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  ],
  ['plain text', { payload: 'hello', headers: { 'content-type': 'text/plain' } }],
  [
    'SQL and script fragments',
    {
      payload: JSON.stringify({
        email: "' OR 1=1 --@x.co",
        password: '<script>alert(1)</script>',
        full_name: "'; drop table accounts; --",
        old_password: '../../etc/passwd',
        new_password: 'x',
      }),
      headers: JSON_TYPE,
    },
  ],
];

const routes: Array<[string, () => Record<string, string>]> = [
  ['/api/admin-login', () => ({})],
  ['/api/update_password', () => bearer(staffToken)],
  ['/api/staff_users_create/', () => bearer(staffToken)],
];

describe('bad input to the sign-in and account calls', () => {
  for (const [url, auth] of routes) {
    for (const [name, req] of bodies) {
      it(`POST ${url} with ${name} gets a 4xx in the documented shape`, async () => {
        // The admin route is tried as super admin too, so that validation (not the role check) answers.
        const headerSets =
          url === '/api/staff_users_create/' ? [auth(), bearer(await t.adminToken())] : [auth()];
        for (const headers of headerSets) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            payload: req.payload,
            headers: { ...req.headers, ...headers },
            remoteAddress: nextAddress(),
          });
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(() => ZAnyError.parse(res.json()), res.body).not.toThrow();
        }
      });
    }
  }

  it('gives 413 for a body over the limit and 415 for an unknown content type', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/admin-login',
      payload: bodies[10]![1].payload,
      headers: JSON_TYPE,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'The request is too large' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/admin-login',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('leaves the accounts table unchanged by a rejected staff creation', async () => {
    const count = async () => (await t.database.db.query.accounts.findMany()).length;
    const before = await count();
    await t.app.inject({
      method: 'POST',
      url: '/api/staff_users_create/',
      payload: { full_name: 'X', email: 'x@y.co', password: 'short' },
      headers: bearer(await t.adminToken()),
    });
    expect(await count()).toBe(before);
  });
});
