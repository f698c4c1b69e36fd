import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, createTestContext, signupCustomer, type TestContext } from '../../test/helper';

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

  it('makes a route under /api/customer/ a customer’s by default, and refuses mixing the realms', async () => {
    const app = await buildTestApp(t.database, {
      beforeReady: (a) => {
        a.get('/api/customer/forgotten-route', async (req) => ({ customer: req.customer?.id }));
      },
    });
    const customer = await signupCustomer(t);
    expect((await app.inject({ url: '/api/customer/forgotten-route' })).statusCode).toBe(401);
    const admin = await t.adminToken();
    expect(
      (await app.inject({ url: '/api/customer/forgotten-route', headers: bearer(admin) })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/api/customer/forgotten-route', headers: bearer(customer.token) })).json(),
    ).toEqual({ customer: customer.id });
    await app.close();

    for (const [url, access] of [
      ['/api/customer/staff-route', 'staff'],
      ['/api/customer/admin-route', 'superuser'],
      ['/api/not-customer-route', 'customer'],
    ] as const) {
      await expect(
        buildTestApp(t.database, {
          beforeReady: (a) => {
            a.get(url, { config: { access } }, async () => ({}));
          },
        }),
      ).rejects.toThrow(/other realm/);
    }
  });
});
