import { describe, expect, it } from 'vitest';

import {
  DATE_RANGE_MESSAGE,
  ORDER_STATUSES,
  ZListStateFilter,
  ZOrderStatus,
  ZDateOnly,
  ZId,
  ZQrForm,
  ZQrValidity,
  ZRepeatedIds,
  ZSaveCouponRequest,
  ZUploadVouchersQuery,
  ZVoucherExpiry,
} from '../index';

// Found by the API's contract fuzzing (apps/api/test/fuzz.test.ts): inputs the schemas let through that
// made the API answer 500.

const messages = (r: { error?: { issues: { message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.message);

describe('dates outside what PostgreSQL and ISO strings share', () => {
  // Year 0 (JavaScript's 1 BC) and year 10000 (written "+010000-…", also reached by adding a day or a
  // time zone to 9999-12-31) made the queries fail.
  it('refuses them in every date field, with one message', () => {
    for (const schema of [ZDateOnly, ZQrValidity, ZVoucherExpiry]) {
      for (const bad of ['0000-01-01', '1899-12-31', '9999-12-31']) {
        expect(messages(schema.safeParse(bad)), `${bad}`).toEqual([DATE_RANGE_MESSAGE]);
      }
      expect(schema.safeParse('2024-01-05').success).toBe(true);
    }
    expect(messages(ZVoucherExpiry.safeParse('9998-12-31T23:00:00-05:00'))).toEqual([DATE_RANGE_MESSAGE]);
    expect(ZUploadVouchersQuery.safeParse({ client_id: '1', expiry_date: '0000-01-01' }).success).toBe(false);
  });

  it('keeps the format message for text that is not a date', () => {
    expect(messages(ZDateOnly.safeParse('2024-02-30'))).toEqual(['Use a date like 2024-01-05']);
    expect(messages(ZVoucherExpiry.safeParse('soon'))).toEqual(['Invalid Date Format']);
  });

  it('refuses them in coupons', () => {
    const coupon = { name: 'A', code: 'A1', discount_percentage: 5, valid_from: '2024-01-01T00:00' };
    expect(messages(ZSaveCouponRequest.safeParse({ ...coupon, valid_to: '9999-12-31T23:00-05:00' }))).toEqual(
      [DATE_RANGE_MESSAGE],
    );
    expect(ZSaveCouponRequest.safeParse({ ...coupon, valid_to: '2024-02-01T00:00' }).success).toBe(true);
  });
});

describe('object schemas given something that is not an object', () => {
  // The coupon's date-order check read `valid_from` off a missing body: a TypeError, so a 500.
  it('refuse it instead of throwing', () => {
    for (const value of [undefined, null, 'text', 42, []]) {
      expect(() => ZSaveCouponRequest.safeParse(value)).not.toThrow();
      expect(ZSaveCouponRequest.safeParse(value).success).toBe(false);
      expect(() => ZQrForm.safeParse(value)).not.toThrow();
      expect(ZQrForm.safeParse(value).success).toBe(false);
    }
  });
});

describe('ids', () => {
  it('item 5: takes a positive whole number or its decimal text, nothing Number() merely reads as one', () => {
    for (const id of [1, '1', '2147483647']) expect(ZId.parse(id)).toBe(Number(id));
    for (const text of [' 1', '1 ', '\t1', '1e0', '0x1', '+1', '', '1_0', 'Infinity'])
      expect(ZId.safeParse(text).error?.issues.map((i) => i.message)).toEqual(['Must be a number']);
    expect(ZId.safeParse('1.5').error?.issues[0]?.message).toBe('Must be a whole number');
    expect(ZId.safeParse('0').error?.issues[0]?.message).toBe('Must be a positive number');
    expect(ZRepeatedIds.safeParse(['1', ' 2']).success).toBe(false);
    expect(ZRepeatedIds.parse(['2', '1', '2'])).toEqual([2, 1]);
  });
});

describe('values from a fixed list', () => {
  it('names every value it takes when it refuses one, and takes exactly those', () => {
    expect(messages(ZOrderStatus.safeParse('lost'))).toEqual([
      `Must be one of: ${ORDER_STATUSES.join(', ')}`,
    ]);
    for (const status of ORDER_STATUSES) expect(ZOrderStatus.parse(status)).toBe(status);
    expect(messages(ZListStateFilter.safeParse('ALL'))).toEqual([
      'Must be one of: all, active, expired, inactive',
    ]);
    expect(messages(ZListStateFilter.safeParse(1))).toEqual([
      'Must be one of: all, active, expired, inactive',
    ]);
  });
});
