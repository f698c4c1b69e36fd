import { describe, expect, it } from 'vitest';

import { amountInWords, formatRupees } from './invoices.amounts.service';

describe('amounts in figures', () => {
  it('groups rupees the Indian way, with two decimals of paise', () => {
    expect(formatRupees(1_234_567_850)).toBe('₹1,23,45,678.50');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(99_999)).toBe('₹999.99');
    expect(formatRupees(100_000)).toBe('₹1,000.00');
    expect(formatRupees(10_000_000)).toBe('₹1,00,000.00');
    expect(formatRupees(100_000_000_000)).toBe('₹1,00,00,00,000.00');
    expect(formatRupees(-10_000)).toBe('-₹100.00');
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => formatRupees(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});

describe('amounts in words (Indian numbering)', () => {
  it('writes crore, lakh and thousand, with hyphenated tens and the paise', () => {
    expect(amountInWords(1_234_567_850)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Fifty Paise Only',
    );
  });

  it('zero, exact rupees (no paise part) and paise alone', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(10_000)).toBe('Rupees One Hundred Only');
    expect(amountInWords(1_100_000)).toBe('Rupees Eleven Thousand Only');
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(1)).toBe('One Paise Only');
    expect(amountInWords(1_005)).toBe('Rupees Ten and Five Paise Only');
    expect(amountInWords(9_999_999_999)).toBe(
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
  });

  it('counts crores past ninety-nine the same way: 1,00,00,00,000 is One Hundred Crore', () => {
    expect(amountInWords(100_000_000_000)).toBe('Rupees One Hundred Crore Only');
    expect(amountInWords(1_000_000_000_000)).toBe('Rupees One Thousand Crore Only');
    expect(amountInWords(123_450_000_000_000)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty Crore Only',
    );
    expect(amountInWords(101_000_000_011)).toBe('Rupees One Hundred One Crore and Eleven Paise Only');
  });

  it('writes a refund (a negative amount) by its size', () => {
    expect(amountInWords(-2_050)).toBe('Rupees Twenty and Fifty Paise Only');
  });
});
