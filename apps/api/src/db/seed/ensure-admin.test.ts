import { describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import { useTestContext } from '../../../test/helper';
import { ensureSuperAdmin } from './ensure-admin';

const ctx = useTestContext();

/** The super admin a server start ensures, as ADMIN_EMAIL and ADMIN_PASSWORD give it. */
const start = (email: string, reset = false) =>
  ensureSuperAdmin(ctx.t.database.db, { email, password: 'the-configured-password', reset });

/** The password changes the system made (the admin's own change is an entry too, by the admin). */
async function systemPasswordEntries(id: number) {
  const res = await ctx.t.call('GET', `${API.auditLog}?resource=staff-users&resource_id=${id}`);
  expect(res.statusCode).toBe(200);
  return (res.json().results as { action: string; actor: { id: number | null }; summary: string }[]).filter(
    (e) => e.action === 'password' && e.actor.id === null,
  );
}

describe('the super admin of ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('item 5: a restart with ADMIN_PASSWORD leaves a password the admin changed as it is', async () => {
    const email = 'kept-admin@example.com';
    const created = await start(email);
    expect(created.existingPassword).toBeUndefined();
    const token = await ctx.t.login(email, 'the-configured-password');
    const changed = await ctx.t.call(
      'POST',
      API.updatePassword,
      { old_password: 'the-configured-password', new_password: 'a-password-of-my-own' },
      token,
    );
    expect(changed.statusCode).toBe(200);

    expect(await start(email)).toEqual({ id: created.id, existingPassword: 'kept' });
    expect((await ctx.t.signIn(email, 'the-configured-password')).statusCode).toBe(422);
    expect((await ctx.t.signIn(email, 'a-password-of-my-own')).statusCode).toBe(200);
    expect(await systemPasswordEntries(created.id)).toEqual([]);
  });

  it('item 5: with ADMIN_PASSWORD_RESET=1 it is reset to ADMIN_PASSWORD, sessions end, and the audit log says so', async () => {
    const email = 'reset-admin@example.com';
    const created = await start(email);
    const token = await ctx.t.login(email, 'the-configured-password');
    await ctx.t.call(
      'POST',
      API.updatePassword,
      { old_password: 'the-configured-password', new_password: 'a-password-of-my-own' },
      token,
    );
    const session = await ctx.t.login(email, 'a-password-of-my-own');

    expect(await start(email, true)).toEqual({ id: created.id, existingPassword: 'reset' });
    expect((await ctx.t.signIn(email, 'the-configured-password')).statusCode).toBe(200);
    expect((await ctx.t.signIn(email, 'a-password-of-my-own')).statusCode).toBe(422);
    expect((await ctx.t.call('GET', '/api/profile/', undefined, session)).statusCode).toBe(401);
    expect(await systemPasswordEntries(created.id)).toEqual([
      expect.objectContaining({
        actor: { id: null, full_name: 'System' },
        summary: 'Reset the password of Administrator (ADMIN_PASSWORD_RESET=1)',
      }),
    ]);
  });
});
