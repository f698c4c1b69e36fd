import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, createTestContext, type TestContext } from '../../test/helper';

// Found by contract fuzzing (test/fuzz-suite.ts): the router answers these itself, before the error handler,
// And its default bodies ({"error","code","message","statusCode"}) are not the error shapes of docs/api.md.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(() => t.close());

describe("the router's own refusals", () => {
  it('answer a malformed %-escape in the path with a 400 in the field-error shape', async () => {
    for (const url of ['/api/users/%zz/', '/api/qr-image/%', '/api/print/%E0%A4%A/']) {
      const res = await t.app.inject({ url, headers: bearer(admin) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        errors: [{ message: 'The address could not be read', context: { key: 'url' } }],
      });
    }
  });

  it('answer a path parameter over the length limit with a 414 {"error"}', async () => {
    const res = await t.app.inject({ url: `/api/users/${'1'.repeat(300)}/`, headers: bearer(admin) });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'The address is too long' });
  });
});
