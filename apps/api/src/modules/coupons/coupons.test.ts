import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { bearer, createTestContext, type TestContext } from '../../../test/helper';
import { coupons } from '../../db/schema';

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`truncate ${coupons} restart identity`);
});

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Diwali sale',
  code: 'diwali25',
  discount_percentage: 25,
  valid_from: '2026-11-01T00:00',
  valid_to: '2026-11-30T00:00',
  one_time_only: true,
  isfornew: false,
  usage_count: 0,
  ...over,
});
const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/coupon_app/api/coupons/', headers: bearer(admin), payload });
const list = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/coupon_app/api/coupons/', headers: bearer(admin) })
  ).json() as Array<Record<string, unknown> & { id: number }>;

describe('POST /coupon_app/api/coupons/', () => {
  it('creates a coupon with the code in capitals, dates at midnight UTC and usage_count 0', async () => {
    const res = await create(body({ usage_count: 99 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Diwali sale',
      code: 'DIWALI25',
      discount_percentage: 25,
      valid_from: '2026-11-01T00:00:00.000Z',
      valid_to: '2026-11-30T00:00:00.000Z',
      one_time_only: true,
      isfornew: false,
      usage_count: 0,
    });
  });

  it.each([
    ['a discount of 0', { discount_percentage: 0 }, 'discount_percentage'],
    ['a discount over 100', { discount_percentage: 101 }, 'discount_percentage'],
    ['an end before the start', { valid_from: '2026-12-01T00:00', valid_to: '2026-11-01T00:00' }, 'valid_to'],
    ['a missing name', { name: '' }, 'name'],
    ['a malformed date', { valid_from: '01/11/2026' }, 'valid_from'],
    ['a code with spaces', { code: 'DIWALI 25' }, 'code'],
  ])('refuses %s with a field error', async (_label, over, key) => {
    const res = await create(body(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { context: { key: string } }) => e.context.key)).toContain(key);
    expect(await list()).toEqual([]);
  });

  it('refuses a code another coupon has, whatever its case (400 on code)', async () => {
    await create(body());
    const res = await create(body({ code: 'Diwali25', name: 'Copy' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { message: 'The code DIWALI25 is already used by another coupon', context: { key: 'code' } },
    ]);
    expect(await list()).toHaveLength(1);
  });

  it('is for super admins only', async () => {
    const staff = await t.createStaff();
    const res = await t.app.inject({
      method: 'POST',
      url: '/coupon_app/api/coupons/',
      headers: bearer(staff.token),
      payload: body(),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/coupon_app/api/coupons/' })).statusCode).toBe(401);
  });
});

describe('GET, PUT and DELETE /coupon_app/api/coupons/{id}/', () => {
  it('lists newest first, updates without resetting usage_count, and deletes', async () => {
    const a = (await create(body({ code: 'A1' }))).json();
    const b = (await create(body({ code: 'B2' }))).json();
    expect((await list()).map((c) => c.id)).toEqual([b.id, a.id]);
    await t.database.db.execute(sql`update coupons set usage_count = 7 where id = ${a.id}`);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/coupon_app/api/coupons/${a.id}/`,
      headers: bearer(admin),
      payload: body({ code: 'a1', name: 'Renamed', discount_percentage: 10, usage_count: 0 }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      code: 'A1',
      name: 'Renamed',
      discount_percentage: 10,
      usage_count: 7,
    });
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/coupon_app/api/coupons/${a.id}/`,
      headers: bearer(admin),
      payload: body({ code: 'B2' }),
    });
    expect(taken.statusCode).toBe(400);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/coupon_app/api/coupons/${a.id}/`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(204);
    expect((await list()).map((c) => c.id)).toEqual([b.id]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/coupon_app/api/coupons/${a.id}/`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/coupon_app/api/coupons/999/',
      headers: bearer(admin),
      payload: body(),
    });
    expect(missing.statusCode).toBe(404);
  });
});
