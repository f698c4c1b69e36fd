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
  isCountCapped(count, cap) ? `${(cap - 1).toLocaleString('en-US')}+` : count.toLocaleString('en-US');
