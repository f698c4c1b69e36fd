import { z } from 'zod';

import { DATE_RANGE_MESSAGE, formatInteger, isDateInRange, oneOf, wholeNumber } from './common';

/**
 * Lists count their rows only up to a cap: an exact count of a common term over a million
 * orders costs more than the page itself. A search counts to 1,001 (shown "1,000+"), any other list to
 * 10,001 ("10,000+"): past the cap, the list pages on until the API says there is no next page.
 */
export const COUNT_CAP = 10_001;
export const SEARCH_COUNT_CAP = 1_001;

/** The cap the API applies to a list with this search text. */
export const countCap = (query?: string | null): number => (query?.trim() ? SEARCH_COUNT_CAP : COUNT_CAP);

export const isCountCapped = (count: number, cap: number): boolean => count >= cap;

/** '0', '1,234', or '1,000+' / '10,000+' for a capped count. */
export const formatCount = (count: number, cap: number): string =>
  isCountCapped(count, cap) ? `${formatInteger(cap - 1)}+` : formatInteger(count);

/** YYYY-MM-DD, a real calendar date. */
export const ZDateOnly = z.iso
  .date({ error: 'Use a date like 2024-01-05', abort: true })
  .refine(isDateInRange, { error: DATE_RANGE_MESSAGE });

/** Rows per page a list screen offers; the API takes any limit from 1 to 100. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** A list's query as a client sends it: the ordering may be left out (the list's default). */
export type ListParams<Q extends { ordering: string }> = Omit<Q, 'ordering'> & Partial<Pick<Q, 'ordering'>>;

/** A list's sort key: `field` ascending, `-field` descending. */
export type TOrdering<F extends string> = F | `-${F}`;

/** The field and the direction of an ordering. */
export function parseOrdering<F extends string>(ordering: TOrdering<F>): { field: F; descending: boolean } {
  const descending = ordering.startsWith('-');
  return { field: (descending ? ordering.slice(1) : ordering) as F, descending };
}

/**
 * The `ordering` query parameter of a list: one of its allowed fields, with a leading `-` for descending,
 * or the list's default when missing. Anything else is a 400 on `ordering`.
 */
export function orderingParam<const F extends string>(fields: readonly F[], fallback: TOrdering<F>) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [TOrdering<F>, ...TOrdering<F>[]];
  return z
    .enum(values, { error: `Sort by one of: ${fields.join(', ')} (a leading - sorts descending)` })
    .default(fallback as never) as z.ZodDefault<z.ZodEnum<{ [K in TOrdering<F>]: K }>>;
}

/** Date filters of the lists: UTC calendar days, `to_date` included (as the order lists). */
export const ZListDateRange = {
  from_date: ZDateOnly.optional(),
  to_date: ZDateOnly.optional(),
};
export const checkDateRange = (v: { from_date?: string; to_date?: string }) =>
  !v.from_date || !v.to_date || v.from_date <= v.to_date;
export const DATE_RANGE_ERROR = {
  error: 'The end date must not be before the start date',
  path: ['to_date'],
};

/** limit/offset of a list that answers its whole array when called without `limit`. */
export const ZOptionalPageQuery = z.object({
  limit: wholeNumber(1, 100).optional(),
  offset: wholeNumber(0, 10_000_000).default(0),
});

/** The state of a dated, switchable row (QR codes, vouchers): as the QR list's filter names them. */
export const LIST_STATES = ['active', 'expired', 'inactive'] as const;
export const ZListState = oneOf(LIST_STATES);
export type TListState = z.infer<typeof ZListState>;

/** The state filter of a list of such rows: one state, or `all`. */
export const ZListStateFilter = oneOf(['all', ...LIST_STATES]);
export type TListStateFilter = z.infer<typeof ZListStateFilter>;
