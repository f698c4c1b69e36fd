import { describe, expect, it } from 'vitest';

import { formatKpiCount, totalOrders } from '../kpi-format';

describe('KPI number formatting', () => {
  it("shows '—' for a number that does not exist yet (null)", () => {
    expect(formatKpiCount(null)).toBe('—');
    expect(formatKpiCount(undefined)).toBe('—');
  });

  it('groups thousands and shows exact counts past 10,000 (dashboard counts are not capped)', () => {
    expect(formatKpiCount(0)).toBe('0');
    expect(formatKpiCount(1234)).toBe('1,234');
    expect(formatKpiCount(10_001)).toBe('10,001');
    expect(formatKpiCount(1_234_567)).toBe('1,234,567');
  });

  it('adds up a by-status tally', () => {
    expect(
      totalOrders({ confirmed: 1, assigned: 2, 'out-for-delivery': 3, delivered: 4, cancelled: 5 }),
    ).toBe(15);
  });
});
