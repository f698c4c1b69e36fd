import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, createTestContext, type TestContext } from '../../test/helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the role guard', () => {
  it('closes an API route that does not say who may call it to everyone but super admins', async () => {
    // A fresh app so that a route can be added before it is ready.
    const app = await buildTestApp(t.database, {
      beforeReady: (a) => {
        a.get('/api/forgotten-route/', async () => ({ secret: true }));
        a.get('/api/staff-route/', { config: { access: 'staff' } }, async () => ({ ok: true }));
      },
    });
    const staff = await t.createStaff();
    const admin = await t.adminToken();

    expect((await app.inject({ url: '/api/forgotten-route/' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/forgotten-route/', headers: bearer(staff.token) })).statusCode,
    ).toBe(403);
    expect((await app.inject({ url: '/api/forgotten-route/', headers: bearer(admin) })).json()).toEqual({
      secret: true,
    });
    expect((await app.inject({ url: '/api/staff-route/', headers: bearer(staff.token) })).statusCode).toBe(
      200,
    );
    await app.close();
  });
});
