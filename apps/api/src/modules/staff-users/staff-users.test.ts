import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, createTestContext, type TestContext } from '../../../test/helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const create = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/staff_users_create/', headers, payload });

describe('POST /api/staff_users_create/', () => {
  const valid = {
    full_name: 'Priya Sharma',
    email: 'priya@example.com',
    password: 'priya-password',
    mobile: '+91 99999 11111',
  };

  it('answers 401 without a token', async () => {
    const res = await create(valid);
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to a staff user', async () => {
    const staff = await t.createStaff();
    const res = await create({ ...valid, email: 'other@example.com' }, bearer(staff.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You do not have permission to do this' });
  });

  it('creates a staff user who can sign in as staff', async () => {
    const res = await create(valid, bearer(await t.adminToken()));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      full_name: 'Priya Sharma',
      email: 'priya@example.com',
      mobile: '+91 99999 11111',
      is_superuser: false,
      is_active: true,
    });
    expect(res.json()).not.toHaveProperty('password');
    expect(res.json()).not.toHaveProperty('password_hash');
    const token = await t.login('priya@example.com', 'priya-password');
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ email: 'priya@example.com', is_superuser: false });
  });

  it('answers 400 on email for an e-mail already taken, whatever its case', async () => {
    const res = await create({ ...valid, email: 'PRIYA@example.com' }, bearer(await t.adminToken()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ message: 'An account with this email already exists', context: { key: 'email' } }],
    });
  });

  it('answers 400 naming each bad field', async () => {
    const res = await create(
      { full_name: '  ', email: 'x', password: 'short', mobile: 'call me' },
      bearer(await t.adminToken()),
    );
    expect(res.statusCode).toBe(400);
    const keys = res.json().errors.map((e: { context: { key: string } }) => e.context.key);
    expect(keys.sort()).toEqual(['email', 'full_name', 'mobile', 'password']);
  });
});
