import { describe, expect, it } from 'vitest';

import {
  REQUIRED_MESSAGE,
  ZCouponCheckRequest,
  ZCustomerSignupRequest,
  ZSetCustomerPasswordRequest,
} from '../index';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const signup = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  mobile: '+91 98765 43210',
  password: 'a-long-password',
};

describe('ZCustomerSignupRequest', () => {
  it('reads a referral code in capitals, without spaces; a blank one is no code', () => {
    expect(ZCustomerSignupRequest.parse({ ...signup, referral_code: ' ph000012 ' }).referral_code).toBe(
      'PH000012',
    );
    expect(ZCustomerSignupRequest.parse({ ...signup, referral_code: '  ' }).referral_code).toBeUndefined();
    expect(ZCustomerSignupRequest.parse(signup).referral_code).toBeUndefined();
  });

  it('holds the password to the staff rules and names every bad field', () => {
    expect(messages(ZCustomerSignupRequest.safeParse({ ...signup, password: 'short', email: 'x' }))).toEqual({
      password: 'Use at least 8 characters',
      email: 'Enter a valid email address',
    });
    expect(messages(ZCustomerSignupRequest.safeParse({}))).toMatchObject({
      first_name: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
      password: REQUIRED_MESSAGE,
    });
  });
});

describe('ZSetCustomerPasswordRequest and ZCouponCheckRequest', () => {
  it('asks for a new password of 8 characters or more', () => {
    expect(messages(ZSetCustomerPasswordRequest.safeParse({}))).toEqual({ new_password: REQUIRED_MESSAGE });
    expect(messages(ZSetCustomerPasswordRequest.safeParse({ new_password: '1234567' }))).toEqual({
      new_password: 'Use at least 8 characters',
    });
  });

  it('reads a coupon code in capitals', () => {
    expect(ZCouponCheckRequest.parse({ code: ' welcome10 ' })).toEqual({ code: 'WELCOME10' });
    expect(messages(ZCouponCheckRequest.safeParse({ code: '' }))).toEqual({ code: REQUIRED_MESSAGE });
  });
});
