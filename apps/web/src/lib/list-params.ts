/**
 * A list screen's place lives in the URL: `q` (the search), `page` (1-based; absent for page 1) and any
 * filters of its own, beside whatever other parameters the screen keeps.
 */

/** `?page=N`: a whole number from 1, else 1. */
export function parsePageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `?q=…`, trimmed; '' without one. */
export const parseSearchParam = (params: URLSearchParams): string => (params.get('q') ?? '').trim();

export interface ListParamsPatch {
  q?: string;
  page?: number;
  /** A filter's parameter and its new value; null (or '') removes the parameter. */
  filters?: Record<string, string | null>;
}

/**
 * The next URL parameters: a changed search or filter goes back to page 1 (unless the patch names the page
 * too); empty values are removed; every parameter the patch does not name stays.
 */
export function updateListParams(previous: URLSearchParams, { q, page, filters = {} }: ListParamsPatch) {
  const next = new URLSearchParams(previous);
  const put = (name: string, value: string | null) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  for (const [name, value] of Object.entries(q === undefined ? filters : { q, ...filters })) {
    put(name, value);
    next.delete('page');
  }
  if (page !== undefined) put('page', page > 1 ? String(page) : null);
  return next;
}
