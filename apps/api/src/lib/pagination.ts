import { COUNT_CAP, SEARCH_COUNT_CAP } from '@printhub/contract';

/**
 * DRF-style next/previous links: the request's own path and query with another offset. A capped count
 * (contract's countCap) is no end: a full page there links the next one, so paging goes on past the cap.
 */
export function pageLinks(
  url: string,
  page: { limit: number; offset: number; count: number; size?: number },
) {
  const capped = page.count === COUNT_CAP || page.count === SEARCH_COUNT_CAP;
  const more = page.offset + page.limit < page.count || (capped && (page.size ?? 0) >= page.limit);
  // The URL is read once, and only when there is a link to make.
  let u: URL | undefined;
  const link = (offset: number) => {
    u ??= new URL(url, 'http://x');
    const params = new URLSearchParams(u.searchParams);
    params.set('limit', String(page.limit));
    params.set('offset', String(offset));
    return `${u.pathname}?${params.toString()}`;
  };
  return {
    next: more ? link(page.offset + page.limit) : null,
    previous: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
  };
}

/** A page of results with its next/previous links, as every paginated list answers. */
export function paginated<T>(
  url: string,
  query: { limit: number; offset: number },
  page: { count: number; results: T[] },
) {
  return { ...page, ...pageLinks(url, { ...query, count: page.count, size: page.results.length }) };
}
