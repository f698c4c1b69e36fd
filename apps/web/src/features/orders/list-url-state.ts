import { ZDateOnly } from '@printhub/contract';

/** What a list keeps in its URL (so it can be bookmarked and reloaded): ?page=2&from=…&to=…&q=… */
export interface OrderListUrlState {
  /** 1-based. */
  page: number;
  /** YYYY-MM-DD or undefined. */
  from?: string;
  to?: string;
  /** The search text, trimmed; '' for none. */
  q: string;
}

export const URL_KEYS = { page: 'page', from: 'from', to: 'to', q: 'q' } as const;

const MAX_PAGE = 1_000_000;

const validDate = (value: string | null): string | undefined =>
  value && ZDateOnly.safeParse(value).success ? value : undefined;

/** Reads the list state from the query string; anything malformed falls back to the default. */
export function parseListUrlState(params: URLSearchParams): OrderListUrlState {
  const rawPage = params.get(URL_KEYS.page);
  const page = rawPage !== null && /^\d+$/.test(rawPage) ? Number(rawPage) : 1;
  return {
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    from: validDate(params.get(URL_KEYS.from)),
    to: validDate(params.get(URL_KEYS.to)),
    q: (params.get(URL_KEYS.q) ?? '').trim(),
  };
}

/**
 * A new query string with `patch` applied; defaults are left out (page 1, no dates, empty search) and
 * unrelated parameters are kept. Changing a filter (from, to or q) goes back to page 1 unless the patch
 * also sets the page.
 */
export function updateListUrlState(
  params: URLSearchParams,
  patch: Partial<OrderListUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  const filterChanged = 'from' in patch || 'to' in patch || 'q' in patch;
  if ('from' in patch) set(URL_KEYS.from, patch.from);
  if ('to' in patch) set(URL_KEYS.to, patch.to);
  if ('q' in patch) set(URL_KEYS.q, patch.q?.trim());
  if (patch.page !== undefined) set(URL_KEYS.page, patch.page > 1 ? String(patch.page) : undefined);
  else if (filterChanged) next.delete(URL_KEYS.page);
  return next;
}

/** A range whose end is before its start (both set). YYYY-MM-DD strings compare as dates. */
export const isReversedRange = (from: string | undefined, to: string | undefined): boolean =>
  Boolean(from && to && to < from);
