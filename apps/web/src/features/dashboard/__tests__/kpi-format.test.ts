import { describe, expect, it } from 'vitest';

import { formatKpiCount, formatRevenue, totalOrders } from '../kpi-format';

describe('KPI number formatting', () => {
  it('shows revenue as rupees with the prefix "Rs"', () => {
    expect(formatRevenue(1234)).toBe('Rs 1,234');
    expect(formatRevenue(0)).toBe('Rs 0');
    expect(formatRevenue(1234.5)).toBe('Rs 1,234.50');
    expect(formatRevenue(99.999)).toBe('Rs 100');
  });

  it('groups large rupee amounts the Indian way', () => {
    expect(formatRevenue(123456)).toBe('Rs 1,23,456');
  });

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
    expect(totalOrders({ confirmed: 1, assigned: 2, 'out-for-delivery': 3, delivered: 4 })).toBe(10);
  });
});
