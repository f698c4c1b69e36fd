import { describe, expect, it } from 'vitest';

import { REQUIRED_MESSAGE, ZCreateStaffUserRequest, ZLoginRequest, ZUpdatePasswordRequest } from '../index';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('ZLoginRequest', () => {
  it("says 'This field is Required' for missing and blank fields", () => {
    expect(messages(ZLoginRequest.safeParse({}))).toEqual({
      email: REQUIRED_MESSAGE,
      password: REQUIRED_MESSAGE,
    });
    expect(messages(ZLoginRequest.safeParse({ email: '   ', password: '' }))).toEqual({
      email: REQUIRED_MESSAGE,
      password: REQUIRED_MESSAGE,
    });
  });

  it('trims the e-mail but keeps spaces in the password', () => {
    expect(ZLoginRequest.parse({ email: ' a@b.co ', password: ' pw ' })).toEqual({
      email: 'a@b.co',
      password: ' pw ',
    });
  });

  it('refuses a malformed e-mail and a non-text password', () => {
    expect(messages(ZLoginRequest.safeParse({ email: 'a@', password: 5 }))).toEqual({
      email: 'Enter a valid email address',
      password: 'Must be text',
    });
  });
});

describe('ZUpdatePasswordRequest', () => {
  it('needs a new password of 8 or more characters that differs from the old one', () => {
    expect(
      messages(ZUpdatePasswordRequest.safeParse({ old_password: 'x', new_password: 'short' })),
    ).toHaveProperty('new_password');
    expect(
      messages(
        ZUpdatePasswordRequest.safeParse({ old_password: 'same-password', new_password: 'same-password' }),
      ),
    ).toEqual({ new_password: 'The new password must differ from the current one' });
    expect(
      ZUpdatePasswordRequest.safeParse({ old_password: 'old-password', new_password: 'new-password' })
        .success,
    ).toBe(true);
  });
});

describe('ZCreateStaffUserRequest', () => {
  it('treats an empty mobile as none and refuses a malformed one', () => {
    const base = { full_name: 'A B', email: 'a@b.co', password: 'long-enough' };
    expect(ZCreateStaffUserRequest.parse({ ...base, mobile: '' }).mobile).toBeUndefined();
    expect(messages(ZCreateStaffUserRequest.safeParse({ ...base, mobile: 'call me' }))).toEqual({
      mobile: 'Enter a valid phone number',
    });
  });
});
