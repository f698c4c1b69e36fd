import { z } from 'zod';

import { atLeastMessage, atMostMessage, oneOfMessage, REQUIRED_MESSAGE } from './errors';
import { requiredString } from './text';

/** A required, trimmed text field whose "missing" message is the one every form shows (classic zod API). */
export const requiredText = (max = 255) => z.pipe(requiredString(max), z.string());

/** One of `values`; anything else is refused with "Must be one of: a, b, c". */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: oneOfMessage(values) });

/** A phone number as people type it: digits, spaces, brackets, dashes and a leading +. */
export const ZMobile = z
  .string({ error: 'Must be text' })
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, { error: 'Enter a valid phone number' });

/** A query string boolean: "true"/"false" (also 1/0). */
export const ZQueryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false' })
  .transform((v) => v === 'true' || v === '1');

export const ZSearchQuery = z.string().trim().max(100, { error: 'Must be at most 100 characters' });

/**
 * Positive integer id, a number or its decimal text (path and query parameters). The text is taken as
 * written: " 1", "1e0" or "0x1" are not ids, though Number() would read each as 1.
 */
export const ZId = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, { error: 'Must be a number' })], {
    error: 'Must be a number',
  })
  .pipe(
    z.coerce
      .number<string | number>()
      .int({ error: 'Must be a whole number' })
      .positive({ error: 'Must be a positive number' })
      .max(2 ** 31 - 1, { error: 'Is too large' }),
  );

export const ZIdParams = z.object({ id: ZId });

/** True when `value` has at most two decimals (rupees to the paisa, percentages to the hundredth). */
export const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A whole number sent as text or a number (query strings, multipart fields), within [min, max]. */
export const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(min, { error: atLeastMessage(min) })
    .max(max, { error: atMostMessage(max) });

export const ZPageQuery = z.object({
  limit: wholeNumber(1, 100).default(10),
  offset: wholeNumber(0, 10_000_000).default(0),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZPaginated = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const ZOk = z.object({ status: z.literal('ok') });

/** `?x=1&x=2` or `?x=1`: one or many ids, deduplicated (the delete calls of the specification). */
export const ZRepeatedIds = z
  .union([ZId, z.array(ZId).min(1).max(1000, { error: 'At most 1000 at a time' })], {
    error: 'Must be a number',
  })
  .transform((v) => [...new Set(Array.isArray(v) ? v : [v])]);

export const ZDeletedResponse = z.object({ deleted: z.array(z.number().int()) });
export type TDeletedResponse = z.infer<typeof ZDeletedResponse>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * A required whole number typed into a form or sent as multipart text: blank or missing is "This field is
 * Required", text that is not a number is "Must be a number", then the bounds.
 */
export const requiredInt = (min: number, max: number, tooLarge = atMostMessage(max)) =>
  z.preprocess(
    blankToUndefined,
    // A refine, not z.custom: its issue does not abort the enclosing object, whose own checks still run.
    z
      .any()
      .refine((v) => v !== undefined && v !== null, { error: REQUIRED_MESSAGE })
      .pipe(
        z.coerce
          .number({ error: 'Must be a number' })
          .int({ error: 'Must be a whole number' })
          .min(min, { error: atLeastMessage(min) })
          .max(max, { error: tooLarge }),
      ),
  );

/**
 * The dates the API accepts: from 1900 to the end of 9998. PostgreSQL and ISO 8601 strings agree only on
 * years 1–9999 (JavaScript writes year 10000 as "+010000-…" and has a year 0, which PostgreSQL refuses), and
 * a day or a time zone added to a date must stay inside; no date of this business is before 1900.
 */
export const DATE_RANGE = { min: Date.UTC(1900, 0, 1), max: Date.UTC(9999, 0, 1) } as const;
export const DATE_RANGE_MESSAGE = 'Use a date between 1900 and 9998';

/** True for a date (a Date, or a string Date.parse reads) inside DATE_RANGE. */
export function isDateInRange(value: string | Date): boolean {
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return time >= DATE_RANGE.min && time < DATE_RANGE.max;
}

// Money: with the common rules, so that a screen showing an amount needs no chunk of its own for it.
//
// Written out rather than with Intl.NumberFormat: a browser's first `new Intl.NumberFormat('en-IN', { style:
// 'currency', … })` loads the locale's and the currency's data, which held a phone's main thread (4× slower
// CPU) for 50–500 ms, as one long task when the app's code was evaluated or a list first showed an amount
// (issue #22). The output is Intl's, character for character (common.test.ts compares them).

/** Indian digit grouping of a string of digits: the last three, then pairs ('1,23,45,678'). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const pairs: string[] = [];
  while (rest.length > 2) {
    pairs.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  return [rest, ...pairs, last].join(',');
}

/**
 * A whole number with its digits grouped, as `toLocaleString` writes it ('en-US': '1,234,567'; 'en-IN':
 * '12,34,567'), written out for the same reason as formatMoney: a page's first `toLocaleString` loads the
 * locale's data, a long task on a phone. Anything but a safe integer is left to `toLocaleString`.
 */
export function formatInteger(value: number, locale: 'en-US' | 'en-IN' = 'en-US'): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString(locale);
  const digits = String(Math.abs(value));
  const grouped = locale === 'en-IN' ? groupIndian(digits) : digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}

let intlMoney: Intl.NumberFormat | undefined;

/**
 * The one way the product writes an amount of money (rupees), on every screen and in every text the server
 * writes for a person: '₹' and Indian digit grouping, whole rupees without paise ('₹1,23,456'), otherwise
 * two decimals ('₹1,23,456.50'), rounded to the paisa, half away from zero ('₹100' for 99.999). Amounts may
 * come as decimal text.
 */
export function formatMoney(amount: number | string): string {
  const value = Number(amount);
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    intlMoney ??= new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: 'stripIfInteger',
    });
    return intlMoney.format(value);
  }
  const negative = value < 0 || Object.is(value, -0);
  // Like Intl, rounded from the number's shortest decimal form (2.675 is '2.675', so '2.68'), half away from
  // zero; below 1e-6 (written with an exponent) it rounds to 0 anyway.
  const abs = Math.abs(value);
  const [whole = '0', fraction = ''] = abs < 1e-6 ? ['0'] : String(abs).split('.');
  const digits = `${fraction}000`;
  const paisa = BigInt(whole + digits.slice(0, 2)) + (digits[2]! >= '5' ? 1n : 0n);
  const rupees = (paisa / 100n).toString();
  const paise = (paisa % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}₹${groupIndian(rupees)}${paise === '00' ? '' : `.${paise}`}`;
}
