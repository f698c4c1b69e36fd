import { describe, expect, it } from 'vitest';

import { toOrdersByStatusChart, toOrdersPerDayChart } from '../chart-data';

const day = (date: string, c: number, a: number, o: number, d: number) => ({
  date,
  confirmed: c,
  assigned: a,
  'out-for-delivery': o,
  delivered: d,
  cancelled: 0,
});

describe('toOrdersPerDayChart', () => {
  it('makes one stacked series per status, in workflow order, with a value per day (oldest first)', () => {
    const chart = toOrdersPerDayChart([day('2024-01-06', 1, 0, 2, 5), day('2024-01-05', 3, 1, 0, 0)]);
    expect(chart.dates).toEqual(['2024-01-05', '2024-01-06']);
    expect(chart.labels).toEqual(['5 Jan', '6 Jan']);
    expect(chart.series.map((s) => [s.id, s.label, s.data, s.stack])).toEqual([
      ['confirmed', 'Confirmed', [3, 1], 'orders'],
      ['assigned', 'Assigned', [1, 0], 'orders'],
      ['out-for-delivery', 'Out For Delivery', [0, 2], 'orders'],
      ['delivered', 'Delivered', [0, 5], 'orders'],
      ['cancelled', 'Cancelled', [0, 0], 'orders'],
    ]);
    expect(chart.total).toBe(12);
  });

  it('keeps 30 days as 30 bars', () => {
    const days = Array.from({ length: 30 }, (_, i) =>
      day(`2024-02-${String(i + 1).padStart(2, '0')}`, i, 0, 0, 0),
    );
    const chart = toOrdersPerDayChart(days);
    expect(chart.labels).toHaveLength(30);
    expect(chart.series[0]?.data).toHaveLength(30);
  });

  it('gives empty series for no days', () => {
    const chart = toOrdersPerDayChart([]);
    expect(chart.total).toBe(0);
    expect(chart.series.every((s) => s.data.length === 0)).toBe(true);
  });
});

describe('toOrdersByStatusChart', () => {
  it('gives every status a slice, 0 for a status the API left out', () => {
    const slices = toOrdersByStatusChart([
      { status: 'delivered', count: 7 },
      { status: 'confirmed', count: 2 },
    ]);
    expect(slices.map(({ id, label, value }) => [id, label, value])).toEqual([
      ['confirmed', 'Confirmed', 2],
      ['assigned', 'Assigned', 0],
      ['out-for-delivery', 'Out For Delivery', 0],
      ['delivered', 'Delivered', 7],
      ['cancelled', 'Cancelled', 0],
    ]);
  });
});
