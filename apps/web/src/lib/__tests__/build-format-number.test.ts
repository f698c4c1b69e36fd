import { afterEach, describe, expect, it, vi } from 'vitest';

import buildFormatNumber from '../build-format-number';

const VALUES = [0, 1, -1, 7.5, 999, 1000, 1234567.891, -98765.4321, 1e21, Number.NaN, Infinity, -Infinity];

describe('buildFormatNumber (MUI’s, its formatter made on first use)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes no Intl.NumberFormat until it formats a number, then one', () => {
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Real(...args);
    } as typeof Intl.NumberFormat);
    const format = buildFormatNumber('en-US');
    expect(made).not.toHaveBeenCalled();
    format(Number.NaN);
    expect(made).not.toHaveBeenCalled();
    expect(format(1234)).toBe('1,234');
    expect(format(5678)).toBe('5,678');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'en-US',
      [
        '0',
        '1',
        '-1',
        '7.5',
        '999',
        '1,000',
        '1,234,567.891',
        '-98,765.432',
        '1,000,000,000,000,000,000,000',
      ],
    ],
    [
      'en-IN',
      [
        '0',
        '1',
        '-1',
        '7.5',
        '999',
        '1,000',
        '12,34,567.891',
        '-98,765.432',
        '1,00,00,00,00,00,00,00,00,00,000',
      ],
    ],
    ['not a locale', ['0', '1', '-1', '7.5', '999', '1000', '1234567.891', '-98765.4321', '1e+21']],
  ])('writes what MUI’s writes (%s): grouped digits, or String() without a formatter', (locale, finite) => {
    const format = buildFormatNumber(locale);
    expect(VALUES.map(format)).toEqual([...finite, 'NaN', 'Infinity', '-Infinity']);
  });
});
