import { describe, expect, it } from 'vitest';

import { datePart, formatDateTime, formatMoney } from '../format';

describe('formatMoney: the one money format', () => {
  it('writes rupees with the ₹ sign and no paise when there are none', () => {
    expect(formatMoney(1234)).toBe('₹1,234');
    expect(formatMoney(0)).toBe('₹0');
  });

  it('groups digits the Indian way (lakhs and crores)', () => {
    expect(formatMoney(123456)).toBe('₹1,23,456');
    expect(formatMoney(12345678.5)).toBe('₹1,23,45,678.50');
  });

  it('shows paise as two decimals, rounded to the paisa', () => {
    expect(formatMoney(1234.5)).toBe('₹1,234.50');
    expect(formatMoney(1.875)).toBe('₹1.88');
    expect(formatMoney(99.999)).toBe('₹100');
  });

  it('reads amounts the API sends as decimal strings', () => {
    expect(formatMoney('250.00')).toBe('₹250');
    expect(formatMoney('1250.5')).toBe('₹1,250.50');
  });
});

describe('dates', () => {
  it('lists show the date part before T', () => {
    expect(datePart('2024-01-05T10:30:00.000Z')).toBe('2024-01-05');
  });

  it('a moment reads day, short month, year and 24-hour time', () => {
    expect(formatDateTime('2024-01-05T14:03:00')).toBe('5 Jan 2024, 14:03');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
