import { describe, expect, it } from 'vitest';
import { formatOrderCount, isCountCapped, orderCountLabel } from '../count-label';

describe('order count label', () => {
  it('shows exact counts with thousands separators', () => {
    expect(formatOrderCount(0)).toBe('0');
    expect(formatOrderCount(9_999)).toBe('9,999');
    expect(formatOrderCount(10_000)).toBe('10,000');
  });

  it('shows "10,000+" for the capped count 10,001', () => {
    expect(isCountCapped(10_001)).toBe(true);
    expect(isCountCapped(10_000)).toBe(false);
    expect(formatOrderCount(10_001)).toBe('10,000+');
  });

  it('makes a sentence', () => {
    expect(orderCountLabel(1)).toBe('1 order');
    expect(orderCountLabel(25)).toBe('25 orders');
    expect(orderCountLabel(10_001)).toBe('10,000+ orders');
  });
});
