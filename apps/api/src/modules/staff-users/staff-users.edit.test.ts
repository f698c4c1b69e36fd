import { describe, expect, it } from 'vitest';

import { itAllowsOnlySuperAdmins, useTestContext } from '../../../test/helper';

const ctx = useTestContext();
const call = (...args: Parameters<typeof ctx.t.call>) => ctx.t.call(...args);
const profile = (token: string) => call('GET', '/api/profile/', undefined, token);

itAllowsOnlySuperAdmins(ctx, [
  ['PATCH', '/api/staff_users/1/', { full_name: 'Someone' }],
  ['POST', '/api/staff_users/1/password', { new_password: 'another-password-1' }],
]);

describe('PATCH /api/staff_users/{id}/ (edit)', () => {
  it('changes name, e-mail and mobile; they sign in with the new e-mail', async () => {
    const staff = await ctx.t.createStaff();
    const res = await call('PATCH', `/api/staff_users/${staff.id}/`, {
      full_name: '  Ravi Kumar ',
      email: 'ravi.kumar@example.com',
      mobile: '+91 90000 12345',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: staff.id,
      full_name: 'Ravi Kumar',
      email: 'ravi.kumar@example.com',
      mobile: '+91 90000 12345',
      is_active: true,
    });
    // Editing does not end their session.
    expect((await profile(staff.token)).json()).toMatchObject({ email: 'ravi.kumar@example.com' });
    expect((await ctx.t.signIn('ravi.kumar@example.com', staff.password)).statusCode).toBe(200);
    const cleared = await call('PATCH', `/api/staff_users/${staff.id}/`, { mobile: '' });
    expect(cleared.json()).toMatchObject({ full_name: 'Ravi Kumar', mobile: null });
  });

  it('answers 400 on email for an e-mail another account has, whatever its case', async () => {
    const staff = await ctx.t.createStaff();
    const other = await ctx.t.createStaff();
    const res = await call('PATCH', `/api/staff_users/${staff.id}/`, { email: other.email.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ message: 'An account with this email already exists', context: { key: 'email' } }],
    });
    // Their own e-mail is no conflict.
    expect((await call('PATCH', `/api/staff_users/${staff.id}/`, { email: staff.email })).statusCode).toBe(
      200,
    );
  });

  it('answers 400 naming each bad field, and on an empty body', async () => {
    const staff = await ctx.t.createStaff();
    const bad = await call('PATCH', `/api/staff_users/${staff.id}/`, {
      full_name: ' ',
      email: 'x',
      mobile: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    const keys = bad.json().errors.map((e: { context: { key: string } }) => e.context.key);
    expect(keys.sort()).toEqual(['email', 'full_name', 'mobile']);
    expect((await call('PATCH', `/api/staff_users/${staff.id}/`, {})).statusCode).toBe(400);
  });

  it('answers 404 for an unknown id and for a super admin', async () => {
    expect((await call('PATCH', '/api/staff_users/999999/', { full_name: 'X' })).statusCode).toBe(404);
    const adminId = (await call('GET', '/api/profile/')).json().id;
    expect((await call('PATCH', `/api/staff_users/${adminId}/`, { full_name: 'X' })).statusCode).toBe(404);
  });

  it('deactivating with an edit ends their sessions and refuses sign-in', async () => {
    const staff = await ctx.t.createStaff();
    const res = await call('PATCH', `/api/staff_users/${staff.id}/`, { full_name: 'Gone', is_active: false });
    expect(res.json()).toMatchObject({ full_name: 'Gone', is_active: false });
    expect((await profile(staff.token)).statusCode).toBe(401);
    expect((await ctx.t.signIn(staff.email, staff.password)).statusCode).toBe(422);
  });
});

describe('POST /api/staff_users/{id}/password (reset)', () => {
  it('sets the password and ends every session of theirs at once', async () => {
    const staff = await ctx.t.createStaff();
    const second = await ctx.t.login(staff.email, staff.password);
    const res = await call('POST', `/api/staff_users/${staff.id}/password`, {
      new_password: 'a-fresh-password-9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Password set' });
    expect((await profile(staff.token)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    expect((await ctx.t.signIn(staff.email, staff.password)).statusCode).toBe(422);
    expect((await ctx.t.signIn(staff.email, 'a-fresh-password-9')).statusCode).toBe(200);
    // The super admin who reset it stays signed in.
    expect((await call('GET', '/api/profile/')).statusCode).toBe(200);
  });

  it('answers 400 on new_password for a short or common password, changing nothing', async () => {
    const staff = await ctx.t.createStaff();
    for (const new_password of ['short', 'Password1']) {
      const res = await call('POST', `/api/staff_users/${staff.id}/password`, { new_password });
      expect(res.statusCode, new_password).toBe(400);
      expect(res.json().errors[0].context).toEqual({ key: 'new_password' });
    }
    expect((await profile(staff.token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and for a super admin', async () => {
    const body = { new_password: 'a-fresh-password-9' };
    expect((await call('POST', '/api/staff_users/999999/password', body)).statusCode).toBe(404);
    const adminId = (await call('GET', '/api/profile/')).json().id;
    expect((await call('POST', `/api/staff_users/${adminId}/password`, body)).statusCode).toBe(404);
  });
});
