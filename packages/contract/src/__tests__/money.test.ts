import { describe, expect, it, vi } from 'vitest';

import { formatInteger, formatMoney } from '../common';

/** What the product wrote with before: Intl's en-IN rupee format, whole rupees without paise. */
const intl = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

/** A small deterministic generator (mulberry32), so that a failure names a value that fails again. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('formatMoney (written out, not Intl.NumberFormat, whose first use is slow in a browser)', () => {
  it('writes what Intl’s en-IN rupee format writes, on edge cases', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      0.005,
      -0.005,
      0.004,
      0.0049999,
      0.125,
      0.145,
      1.005,
      2.675,
      99.995,
      99.999,
      999.995,
      1234,
      1234.5,
      12345678.5,
      123456,
      1e-7,
      -1e-7,
      1e20,
      123456789012.345,
      2 ** 53 + 2,
      Number.MAX_SAFE_INTEGER,
      0.1 + 0.2,
      1e21,
      -1e21,
      1.7976931348623157e308,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const value of values) expect(formatMoney(value), String(value)).toBe(intl.format(value));
  });

  it('writes what Intl writes for 20,000 amounts of every size, as numbers and as the API’s decimal text', () => {
    const next = random(22);
    for (let i = 0; i < 20_000; i += 1) {
      const scale = 10 ** Math.floor(next() * 12);
      const cents = i % 3 === 0;
      const raw = (next() - 0.2) * scale;
      const value = cents ? Math.round(raw * 100) / 100 : raw;
      expect(formatMoney(value), String(value)).toBe(intl.format(value));
      const text = value.toFixed(i % 4);
      expect(formatMoney(text), text).toBe(intl.format(Number(text)));
    }
  });

  it('creates no Intl.NumberFormat, neither when its module loads nor for a finite amount', async () => {
    const created = vi.spyOn(Intl, 'NumberFormat');
    vi.resetModules();
    const fresh = await import('../common');
    expect(fresh.formatMoney(1234.5)).toBe('₹1,234.50');
    expect(created).not.toHaveBeenCalled();
    created.mockRestore();
  });

  it('reads the shapes the API and the screens pass', () => {
    expect(formatMoney('250.00')).toBe('₹250');
    expect(formatMoney('1250.5')).toBe('₹1,250.50');
    expect(formatMoney(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatMoney(-1234.5)).toBe('-₹1,234.50');
  });
});

describe('formatInteger (written out, not toLocaleString)', () => {
  it('groups as toLocaleString does, the US and the Indian way, for whole numbers of every size', () => {
    const next = random(7);
    const values = [0, -0, 1, -1, 999, 1000, -1000, 99_999, 100_000, 1_234_567, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 5000; i += 1) values.push(Math.round((next() - 0.1) * 10 ** Math.floor(next() * 16)));
    for (const value of values) {
      expect(formatInteger(value), String(value)).toBe(value.toLocaleString('en-US'));
      expect(formatInteger(value, 'en-IN'), String(value)).toBe(value.toLocaleString('en-IN'));
    }
  });

  it('leaves anything but a safe integer to toLocaleString', () => {
    for (const value of [1.5, -2.25, 2 ** 60, NaN, Infinity]) {
      expect(formatInteger(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
