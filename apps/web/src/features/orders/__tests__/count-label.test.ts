import { describe, expect, it } from 'vitest';

import { COUNT_CAP, countCap, SEARCH_COUNT_CAP } from '@printhub/contract';

import { orderCountLabel } from '../count-label';

describe('orderCountLabel', () => {
  it('shows exact counts below the cap', () => {
    expect(orderCountLabel(1, COUNT_CAP)).toBe('1 order');
    expect(orderCountLabel(25, COUNT_CAP)).toBe('25 orders');
    expect(orderCountLabel(10_000, COUNT_CAP)).toBe('10,000 orders');
  });

  it("shows the API's capped counts as '10,000+', or '1,000+' for a search", () => {
    expect(orderCountLabel(10_001, countCap(''))).toBe('10,000+ orders');
    expect(orderCountLabel(1_001, countCap('sharma'))).toBe('1,000+ orders');
    expect(orderCountLabel(1_000, SEARCH_COUNT_CAP)).toBe('1,000 orders');
  });
});
