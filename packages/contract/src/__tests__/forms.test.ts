import { describe, expect, it } from 'vitest';

import { requiredInt, ZCoinAdjustmentRequest, ZQrForm, ZSaveSubscriptionPlanRequest, ZVoucherCost } from '..';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('requiredInt', () => {
  const n = requiredInt(0, 10);
  it('says "This field is Required" for blank or missing, "Must be a number" for text', () => {
    expect(n.safeParse('').error?.issues[0]?.message).toBe('This field is Required');
    expect(n.safeParse('  ').error?.issues[0]?.message).toBe('This field is Required');
    expect(n.safeParse(undefined).error?.issues[0]?.message).toBe('This field is Required');
    expect(n.safeParse('ten').error?.issues[0]?.message).toBe('Must be a number');
    expect(n.safeParse('1.5').error?.issues[0]?.message).toBe('Must be a whole number');
    expect(n.safeParse(-1).error?.issues[0]?.message).toBe('Must be 0 or more');
    expect(n.safeParse('11').error?.issues[0]?.message).toBe('Must be 10 or less');
  });
  it('reads numbers and numeric text', () => {
    expect(n.parse('7')).toBe(7);
    expect(ZVoucherCost.parse(40)).toBe(40);
  });
});

describe('bounds in words', () => {
  it('item 11: a number out of bounds says what it must be, its digits grouped', () => {
    const coins = (amount: number) =>
      ZCoinAdjustmentRequest.safeParse({ user_id: 1, amount, reason: 'x' }).error?.issues[0]?.message;
    expect(coins(1_000_001)).toBe('Must be 1,000,000 or less');
    expect(coins(-1_000_001)).toBe('Must be -1,000,000 or more');
    const plan = ZSaveSubscriptionPlanRequest.safeParse({
      name: 'Plan',
      price: 2_000_000,
      period: 'monthly',
      pages_included: 0,
    });
    expect(messages(plan)).toMatchObject({
      price: 'Must be 1,000,000 or less',
      pages_included: 'Must be 1 or more',
    });
    expect(requiredInt(100_000, 999_999).safeParse('5').error?.issues[0]?.message).toBe(
      'Must be 100,000 or more',
    );
  });
});

describe('ZQrForm', () => {
  const valid = {
    validity: '2099-01-01',
    value: '5',
    company: 'Acme',
    code: '',
    redirection_type: 'redirect-url',
    redirection_url: 'https://example.com',
    has_image: false,
  };
  it('shows every message of an empty URL-mode form at once', () => {
    const r = ZQrForm.safeParse({ ...valid, validity: '', value: '', company: '', redirection_url: '' });
    expect(messages(r)).toEqual({
      validity: 'This field is Required',
      value: 'This field is Required',
      company: 'This field is Required',
      redirection_url: 'This field is Required',
    });
  });
  it('wants an image in image mode, and no URL check there', () => {
    const r = ZQrForm.safeParse({
      ...valid,
      value: '',
      redirection_type: 'redirect-img',
      redirection_url: '',
    });
    expect(messages(r)).toEqual({ value: 'This field is Required', image: 'Choose a .png image' });
    expect(ZQrForm.safeParse({ ...valid, redirection_type: 'redirect-img', has_image: true }).success).toBe(
      true,
    );
  });
  it('refuses a javascript: URL and a code with spaces', () => {
    const r = ZQrForm.safeParse({ ...valid, code: 'a b', redirection_url: 'javascript:alert(1)' });
    expect(Object.keys(messages(r)).sort()).toEqual(['code', 'redirection_url']);
  });
});
