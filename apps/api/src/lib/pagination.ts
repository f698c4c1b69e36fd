/** DRF-style next/previous links: the request's own path and query with another offset. */
export function pageLinks(url: string, page: { limit: number; offset: number; count: number }) {
  const link = (offset: number) => {
    const u = new URL(url, 'http://x');
    u.searchParams.set('limit', String(page.limit));
    u.searchParams.set('offset', String(offset));
    return `${u.pathname}?${u.searchParams.toString()}`;
  };
  return {
    next: page.offset + page.limit < page.count ? link(page.offset + page.limit) : null,
    previous: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
  };
}

/** A page of results with its next/previous links, as every paginated list answers. */
export function paginated<T>(
  url: string,
  query: { limit: number; offset: number },
  page: { count: number; results: T[] },
) {
  return { ...page, ...pageLinks(url, { ...query, count: page.count }) };
}
