import { describe, expect, it } from 'vitest';

import { isInterState, splitTax } from './invoices.tax.service';

const KARNATAKA = '29ABCDE1234F1Z5';
const MAHARASHTRA = '27ABCDE1234F1Z5';
const included = { rate: 18, pricesIncludeGst: true, sellerGstin: KARNATAKA, buyerGstin: null };

describe('GST on an invoice’s total', () => {
  it('takes GST out of prices that include it: taxable rounded half-up, the tax what is left', () => {
    // ₹118.00 at 18 %: exactly ₹100 + ₹18, split ₹9 + ₹9.
    expect(splitTax(11_800, included)).toMatchObject({
      taxable: 10_000,
      tax: 1_800,
      cgst: 900,
      sgst: 900,
      igst: 0,
      total: 11_800,
    });
    // ₹100.00: 10000 × 100 / 118 = 8474.576… → 8475 paise; tax 1525, odd: CGST 763 (762.5 up), SGST 762.
    expect(splitTax(10_000, included)).toMatchObject({ taxable: 8_475, tax: 1_525, cgst: 763, sgst: 762 });
    // ₹1.00: 84.745… → 85 paise, tax 15 → 8 + 7.
    expect(splitTax(100, included)).toMatchObject({ taxable: 85, tax: 15, cgst: 8, sgst: 7, total: 100 });
    // Exactly half a paise rounds up: 59 × 100 / 118 = 50.
    expect(splitTax(59, included)).toMatchObject({ taxable: 50, tax: 9, cgst: 5, sgst: 4 });
  });

  it('adds GST to prices that exclude it, rounded half-up once on the total', () => {
    const excluded = { ...included, pricesIncludeGst: false };
    // ₹10.25 at 18 %: 184.5 paise → 185; CGST 93 (92.5 up), SGST 92.
    expect(splitTax(1_025, excluded)).toMatchObject({
      taxable: 1_025,
      tax: 185,
      cgst: 93,
      sgst: 92,
      total: 1_210,
    });
    // ₹1,23,45,678.50 at 5 %: 61,72,283.925 → 61,72,283.93 (617228393 paise: .925 rounds up).
    expect(splitTax(1_234_567_850, { ...excluded, rate: 5 })).toMatchObject({
      tax: 61_728_393,
      cgst: 30_864_197,
      sgst: 30_864_196,
      total: 1_296_296_243,
    });
    // A fractional rate: 0.25 % of ₹1,000.
    expect(splitTax(100_000, { ...excluded, rate: 0.25 })).toMatchObject({ tax: 250, cgst: 125, sgst: 125 });
  });

  it('charges IGST, whole, to a buyer registered in another state; CGST and SGST within the state', () => {
    expect(splitTax(10_000, { ...included, buyerGstin: MAHARASHTRA })).toMatchObject({
      taxable: 8_475,
      tax: 1_525,
      cgst: 0,
      sgst: 0,
      igst: 1_525,
      interState: true,
    });
    expect(splitTax(10_000, { ...included, buyerGstin: '29ZZZZZ9999Z1Z9' })).toMatchObject({
      cgst: 763,
      sgst: 762,
      igst: 0,
      interState: false,
    });
    expect(isInterState(KARNATAKA, null)).toBe(false);
    expect(isInterState(KARNATAKA, '  ')).toBe(false);
  });

  it('adds up, whatever the amount: taxable + tax = total, cgst + sgst + igst = tax', () => {
    for (let amount = 0; amount < 3_000; amount += 7) {
      for (const pricesIncludeGst of [true, false]) {
        const s = splitTax(amount, { ...included, pricesIncludeGst, rate: 12 });
        expect(s.taxable + s.tax).toBe(s.total);
        expect(s.cgst + s.sgst + s.igst).toBe(s.tax);
        expect(s.cgst - s.sgst).toBeGreaterThanOrEqual(0);
        expect(s.cgst - s.sgst).toBeLessThanOrEqual(1);
        expect(pricesIncludeGst ? s.total : s.taxable).toBe(amount);
      }
    }
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => splitTax(10.5, included)).toThrow(RangeError);
    expect(() => splitTax(-1, included)).toThrow(RangeError);
  });
});
