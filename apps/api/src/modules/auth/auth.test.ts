import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ZErrorResponse, ZValidationErrorResponse } from '@printhub/contract';

import { bearer, createTestContext, nextAddress, TEST_ADMIN, type TestContext } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { accounts, authTokens } from '../../db/schema';
import { passwordHashCost, scryptParams } from '../../lib/password';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/admin-login', payload: payload as object, remoteAddress });

describe('POST /api/admin-login', () => {
  it('returns a token and the user for the right credentials, e-mail case-insensitive', async () => {
    const res = await login({ email: 'Admin@Example.com', password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      id: expect.any(Number),
      full_name: 'Test Admin',
      email: TEST_ADMIN.email,
      is_superuser: true,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('answers 400 with a field error per missing field', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        { message: 'This field is Required', context: { key: 'email' } },
        { message: 'This field is Required', context: { key: 'password' } },
      ],
    });
  });

  it('answers 400 on the email field for a malformed address and on wrong types', async () => {
    const res = await login({ email: 'not-an-email', password: 42 });
    expect(res.statusCode).toBe(400);
    const keys = ZValidationErrorResponse.parse(res.json()).errors.map((e) => e.context.key);
    expect(keys.sort()).toEqual(['email', 'password']);
  });

  it('answers the same 422 for a wrong password and for an unknown e-mail', async () => {
    const wrong = await login({ email: TEST_ADMIN.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever-it-is' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a deactivated account with 422 and its tokens stop working', async () => {
    const staff = await t.createStaff();
    await t.database.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, staff.id));
    const res = await login({ email: staff.email, password: staff.password });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'This account is deactivated' });
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(staff.token) });
    expect(profile.statusCode).toBe(401);
  });
});

describe('GET /api/profile/', () => {
  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/profile/',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Not signed in' });
    }
  });

  it('returns the signed-in user with the Bearer and the Token scheme', async () => {
    const token = await t.adminToken();
    for (const scheme of ['Bearer', 'Token']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/profile/',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: TEST_ADMIN.email, is_superuser: true });
    }
  });

  it('answers 401 once the token has expired', async () => {
    const staff = await t.createStaff();
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.accountId, staff.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(staff.token) });
    expect(res.statusCode).toBe(401);
  });
});

describe('the idle timeout', () => {
  const HOUR = 3600_000;
  const lastUsed = async (accountId: number) =>
    (await t.database.db.select().from(authTokens).where(eq(authTokens.accountId, accountId)))[0]!.lastUsedAt;
  const setLastUsed = (accountId: number, at: Date) =>
    t.database.db.update(authTokens).set({ lastUsedAt: at }).where(eq(authTokens.accountId, accountId));
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) });

  it('ends a session unused for TOKEN_IDLE_HOURS (12 by default), well within its lifetime', async () => {
    const staff = await t.createStaff();
    await setLastUsed(staff.id, new Date(Date.now() - 12 * HOUR - 60_000));
    const res = await profile(staff.token);
    expect(res.statusCode).toBe(401);
    expect(ZErrorResponse.parse(res.json()).error).toBe('Not signed in');
  });

  it('keeps a session in use alive, writing its last use at most once a minute', async () => {
    const staff = await t.createStaff();
    await setLastUsed(staff.id, new Date(Date.now() - 11 * HOUR));
    expect((await profile(staff.token)).statusCode).toBe(200);
    expect((await lastUsed(staff.id)).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const recent = new Date(Date.now() - 30_000);
    await setLastUsed(staff.id, recent);
    expect((await profile(staff.token)).statusCode).toBe(200);
    expect((await profile(staff.token)).statusCode).toBe(200);
    expect(await lastUsed(staff.id)).toEqual(recent);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const staff = await t.createStaff();
    const other = await t.login(staff.email, staff.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(staff.token) });
    expect(res.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(staff.token) });
    expect(after.statusCode).toBe(401);
    const otherAfter = await t.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(other) });
    expect(otherAfter.statusCode).toBe(200);
  });
});

describe('POST /api/update_password', () => {
  const update = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/update_password', headers: bearer(token), payload });

  it('refuses a wrong current password with a field error on old_password', async () => {
    const staff = await t.createStaff();
    const res = await update(staff.token, {
      old_password: 'not-my-password',
      new_password: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ message: 'Current password is incorrect', context: { key: 'old_password' } }],
    });
  });

  it('refuses a new password that is too short or equal to the old one', async () => {
    const staff = await t.createStaff();
    const short = await update(staff.token, { old_password: staff.password, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].context.key).toBe('new_password');
    const same = await update(staff.token, { old_password: staff.password, new_password: staff.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].context.key).toBe('new_password');
  });

  it('changes the password and revokes the other tokens of that user', async () => {
    const staff = await t.createStaff();
    const otherSession = await t.login(staff.email, staff.password);
    const res = await update(staff.token, { old_password: staff.password, new_password: 'a-new-password-9' });
    expect(res.statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearer(otherSession),
    });
    expect(revoked.statusCode).toBe(401);
    const oldPassword = await login({ email: staff.email, password: staff.password });
    expect(oldPassword.statusCode).toBe(422);
    const newPassword = await login({ email: staff.email, password: 'a-new-password-9' });
    expect(newPassword.statusCode).toBe(200);
  });

  it('refuses a common password on new_password, whatever its case', async () => {
    const staff = await t.createStaff();
    for (const common of ['password1', '12345678', 'Password1', 'QWERTY123']) {
      const res = await update(staff.token, { old_password: staff.password, new_password: common });
      expect(res.statusCode, common).toBe(400);
      expect(res.json()).toEqual({
        errors: [
          { message: 'This password is too common. Choose another.', context: { key: 'new_password' } },
        ],
      });
    }
    expect((await login({ email: staff.email, password: staff.password })).statusCode).toBe(200);
  });
});

describe('what the database holds', () => {
  it('keeps no plain password and no plain token', async () => {
    const staff = await t.createStaff({ password: 'very-recognisable-secret' });
    const tokens = [staff.token, await t.adminToken()];
    const dump = await t.database.db.execute(
      sql`select (select json_agg(a)::text from accounts a) || (select json_agg(t)::text from auth_tokens t) as all_text`,
    );
    const text = String(rowsOf<{ all_text: string }>(dump)[0]!.all_text);
    expect(text).toContain(staff.email);
    expect(text).not.toContain('very-recognisable-secret');
    expect(text).not.toContain(TEST_ADMIN.password);
    for (const token of tokens) expect(text).not.toContain(token);
    // Hashes carry their parameters: N=2^PASSWORD_HASH_COST (17 in production, see lib/password.test.ts).
    expect(text).toContain(`scrypt$${scryptParams(passwordHashCost()).N}$8$1$`);
  });
});
