import { describe, expect, it } from 'vitest';

import {
  TIMELINE_KIND_LABELS,
  TIMELINE_KINDS,
  ZCustomerPurchaseRequest,
  ZTimelineEntry,
  ZTimelineQuery,
} from '../index';

describe('the customers’ purchase request', () => {
  it('takes a voucher id, and refuses anything that is not one', () => {
    expect(ZCustomerPurchaseRequest.parse({ voucher_id: 12 })).toEqual({ voucher_id: 12 });
    for (const voucher_id of [0, -1, 1.5, 'abc', 2 ** 31, undefined])
      expect(ZCustomerPurchaseRequest.safeParse({ voucher_id }).success, String(voucher_id)).toBe(false);
  });
});

describe('the timeline', () => {
  it('labels every kind, and knows no other', () => {
    expect(Object.keys(TIMELINE_KIND_LABELS).sort()).toEqual([...TIMELINE_KINDS].sort());
    const entry = { kind: 'order', id: 1, at: '2026-06-01T10:00:00.000Z', summary: 'Order #1', coins: null };
    expect(ZTimelineEntry.parse(entry)).toEqual(entry);
    expect(ZTimelineEntry.safeParse({ ...entry, kind: 'lead' }).success).toBe(false);
  });

  it('pages ten at a time by default, at most a hundred', () => {
    expect(ZTimelineQuery.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(ZTimelineQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});
