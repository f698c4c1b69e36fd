import { describe, expect, it } from 'vitest';

import { csvFileName } from '../api/export-orders-csv';

describe('CSV export helpers', () => {
  it('names the file orders-YYYY-MM-DD.csv after the local date', () => {
    expect(csvFileName(new Date(2024, 0, 5, 23, 59))).toBe('orders-2024-01-05.csv');
  });
});
