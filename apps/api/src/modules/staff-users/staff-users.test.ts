import { describe, expect, it } from 'vitest';

import {
  bearer,
  itAllowsOnlySuperAdmins,
  nextAddress,
  TEST_ADMIN,
  useTestContext,
} from '../../../test/helper';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { findAccountByEmail } from './staff-users.repository';
import { resetPassword } from './staff-users.service';

const ctx = useTestContext();
const call = (...args: Parameters<typeof ctx.t.call>) => ctx.t.call(...args);

const create = (payload: object, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({ method: 'POST', url: '/api/staff_users_create/', headers, payload });

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
    const staff = await ctx.t.createStaff();
    const res = await create({ ...valid, email: 'other@example.com' }, bearer(staff.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You do not have permission to do this' });
  });

  it('creates a staff user who can sign in as staff', async () => {
    const res = await create(valid, bearer(await ctx.t.adminToken()));
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
    const token = await ctx.t.login('priya@example.com', 'priya-password');
    const profile = await ctx.t.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ email: 'priya@example.com', is_superuser: false });
  });

  it('answers 400 on email for an e-mail already taken, whatever its case', async () => {
    const res = await create({ ...valid, email: 'PRIYA@example.com' }, bearer(await ctx.t.adminToken()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ message: 'An account with this email already exists', context: { key: 'email' } }],
    });
  });

  it('answers 400 on password for a common password, whatever its case', async () => {
    for (const password of ['12345678', 'Password1', 'iloveyou']) {
      const res = await create(
        { ...valid, email: `common-${password}@example.com`, password },
        bearer(await ctx.t.adminToken()),
      );
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({
        errors: [{ message: 'This password is too common. Choose another.', context: { key: 'password' } }],
      });
    }
    expect(
      (await call('GET', '/api/staff_users/')).json().map((s: { email: string }) => s.email),
    ).not.toContain('common-12345678@example.com');
  });

  it('answers 400 naming each bad field', async () => {
    const res = await create(
      { full_name: '  ', email: 'x', password: 'short', mobile: 'call me' },
      bearer(await ctx.t.adminToken()),
    );
    expect(res.statusCode).toBe(400);
    const keys = res.json().errors.map((e: { context: { key: string } }) => e.context.key);
    expect(keys.sort()).toEqual(['email', 'full_name', 'mobile', 'password']);
  });
});

itAllowsOnlySuperAdmins(ctx, [
  ['GET', '/api/staff_users/'],
  ['PATCH', '/api/staff_users/1/', { is_active: false }],
  ['POST', '/api/staff_users_create/', { full_name: 'A', email: 'a@b.co', password: 'long-enough' }],
]);

describe('staff users', () => {
  it('lists staff (never super admins) and filters by active', async () => {
    const staff = await ctx.t.createStaff();
    const all = (await call('GET', '/api/staff_users/')).json();
    expect(all.map((s: { email: string }) => s.email)).toContain(staff.email);
    expect(all.every((s: { is_superuser: boolean }) => !s.is_superuser)).toBe(true);
  });

  it('deactivating stops the user’s tokens at once and refuses sign-in; reactivating allows it again', async () => {
    const victim = await ctx.t.createStaff();
    const off = await call('PATCH', `/api/staff_users/${victim.id}/`, { is_active: false });
    expect(off.json()).toMatchObject({ id: victim.id, is_active: false });
    expect((await call('GET', '/api/profile/', undefined, victim.token)).statusCode).toBe(401);
    const login = await ctx.t.signIn(victim.email, victim.password);
    expect(login.statusCode).toBe(422);
    expect(
      (await call('GET', '/api/staff_users/?is_active=false')).json().map((s: { id: number }) => s.id),
    ).toEqual([victim.id]);
    await call('PATCH', `/api/staff_users/${victim.id}/`, { is_active: true });
    expect(await ctx.t.login(victim.email, victim.password)).toBeTruthy();
  });

  it('cannot deactivate a super admin through this call', async () => {
    const adminId = (await call('GET', '/api/profile/')).json().id;
    expect((await call('PATCH', `/api/staff_users/${adminId}/`, { is_active: false })).statusCode).toBe(404);
  });
});

describe('resetPassword (the reset-password command)', () => {
  it('sets the given password, ends every session and forgets failed sign-ins', async () => {
    const staff = await ctx.t.createStaff();
    const address = nextAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await ctx.t.signIn(staff.email, 'wrong-password', address)).statusCode).toBe(422);
    expect((await ctx.t.signIn(staff.email, staff.password, address)).statusCode).toBe(429);
    const result = await resetPassword(ctx.t.database.db, staff.email.toUpperCase(), 'a-brand-new-password');
    expect(result).toEqual({ email: staff.email, password: 'a-brand-new-password', generated: false });
    expect((await call('GET', '/api/profile/', undefined, staff.token)).statusCode).toBe(401);
    expect((await ctx.t.signIn(staff.email, 'a-brand-new-password', address)).statusCode).toBe(200);
  });

  it('generates a password when none is given', async () => {
    const staff = await ctx.t.createStaff();
    const result = await resetPassword(ctx.t.database.db, staff.email);
    expect(result.generated).toBe(true);
    expect(result.password.length).toBeGreaterThanOrEqual(12);
    const row = await findAccountByEmail(ctx.t.database.db, staff.email);
    expect(await verifyPassword(result.password, row!.passwordHash)).toBe(true);
    expect(await verifyPassword(staff.password, row!.passwordHash)).toBe(false);
  });

  it('refuses an unknown e-mail and a too-short password, changing nothing', async () => {
    await expect(resetPassword(ctx.t.database.db, 'nobody@example.com', 'long-enough-1')).rejects.toThrow(
      new AppError('NOT_FOUND', 'No back-office account has the e-mail nobody@example.com'),
    );
    const staff = await ctx.t.createStaff();
    await expect(resetPassword(ctx.t.database.db, staff.email, 'short')).rejects.toBeInstanceOf(AppError);
    await expect(resetPassword(ctx.t.database.db, staff.email, 'Password1')).rejects.toThrow(
      AppError.field('password', 'This password is too common. Choose another.'),
    );
    expect(await ctx.t.login(staff.email, staff.password)).toBeTruthy();
  });

  // Last: it ends the super admin's session this file signs in with.
  it('resets a super admin too', async () => {
    const admin = await resetPassword(ctx.t.database.db, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(admin).toMatchObject({ email: TEST_ADMIN.email, generated: false });
    expect((await call('GET', '/api/profile/', undefined, ctx.admin)).statusCode).toBe(401);
    expect(await ctx.t.login(TEST_ADMIN.email, TEST_ADMIN.password)).toBeTruthy();
  });
});
