import { useCallback, useContext, useMemo, useRef } from 'react';
import {
  createSearchParams,
  UNSAFE_NavigationContext,
  useLocation,
  useSearchParams,
  type SetURLSearchParams,
} from 'react-router';

import { PAGE_SIZES, ZDateOnly } from '@printhub/contract';

/**
 * A list screen's view lives in the URL, so that a bookmark, a reload or a shared link shows the same rows
 * and the back button steps through the views: `q` (the search), `page` (1-based; absent for page 1),
 * `page_size` (rows per page; absent for the list's default), `ordering` (`field` or `-field`, one of the
 * list's sort fields) and the list's own filters, beside whatever other parameters the screen keeps. A screen
 * with two lists gives each a prefix for these names (`open_page`, `delivered_page`, …), so each keeps its own.
 */

/** The rows per page a list offers, and the lists' default (the orders' and users' 10). */
export const PAGE_SIZE_OPTIONS = PAGE_SIZES;
export const DEFAULT_PAGE_SIZE = 10;

/** The names of a list view's parameters, each with the list's prefix (none: `page`, `page_size`, …). */
export const listParamNames = (prefix = '') => ({
  page: `${prefix}page`,
  pageSize: `${prefix}page_size`,
  ordering: `${prefix}ordering`,
  q: `${prefix}q`,
});

/** `?page=N`: a whole number from 1, else 1. */
export function parsePageParam(params: URLSearchParams, name = 'page'): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page > 0 && page <= 1_000_000 ? page : 1;
}

/** `?q=…`, trimmed; '' without one. */
export const parseSearchParam = (params: URLSearchParams, name = 'q'): string =>
  (params.get(name) ?? '').trim();

/** `?page_size=N`: one of PAGE_SIZE_OPTIONS, else the list's default. */
export function parsePageSizeParam(
  params: URLSearchParams,
  fallback: number = DEFAULT_PAGE_SIZE,
  name = 'page_size',
): number {
  const size = Number(params.get(name));
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : fallback;
}

/** `?ordering=field|-field` when the field is one the list sorts by; otherwise undefined (the API's default). */
export function parseOrderingParam(
  params: URLSearchParams,
  fields: readonly string[],
  name = 'ordering',
): string | undefined {
  const ordering = params.get(name);
  if (!ordering) return undefined;
  return fields.includes(ordering.replace(/^-/, '')) ? ordering : undefined;
}

/** A YYYY-MM-DD parameter (a real calendar date, as the contract checks it), else undefined. */
export function parseDateParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value !== null && ZDateOnly.safeParse(value).success ? value : undefined;
}

/** A repeated parameter (`?status=a&status=b`): the allowed values, each once, in the order allowed lists them. */
export function parseMultiParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T[] {
  const values = new Set(params.getAll(name));
  return allowed.filter((value) => values.has(value));
}

/** One of the allowed values, else undefined. */
export function parseChoiceParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = params.get(name);
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** A header's next ordering: a new column sorts ascending, the sorted column flips its direction. */
export const nextOrdering = (current: string | undefined, field: string): string =>
  current === field ? `-${field}` : field;

/** What a list's URL says about paging, sorting and searching. */
export interface ListView {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** `field` or `-field`; undefined: the API's default order. */
  ordering?: string;
  q: string;
}

export interface ListViewOptions {
  /** The fields the list sorts by (the contract's `<LIST>_ORDERING_FIELDS`). */
  orderingFields: readonly string[];
  /** Rows per page when the URL does not say (10 unless the list has its own). */
  defaultPageSize?: number;
  /** Before the view's parameter names, for one of several lists on a screen (`open_`: `open_page`, …). */
  prefix?: string;
}

export function parseListView(params: URLSearchParams, options: ListViewOptions): ListView {
  const names = listParamNames(options.prefix);
  const ordering = parseOrderingParam(params, options.orderingFields, names.ordering);
  return {
    page: parsePageParam(params, names.page),
    pageSize: parsePageSizeParam(params, options.defaultPageSize, names.pageSize),
    ...(ordering ? { ordering } : {}),
    q: parseSearchParam(params, names.q),
  };
}

/** The paging, sorting and search the API is sent for a view. */
export function listViewQuery({ page, pageSize, ordering, q }: ListView) {
  return {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    ...(ordering ? { ordering } : {}),
    ...(q ? { query: q } : {}),
  };
}

/** A filter's new value: null, '' or [] removes the parameter; an array repeats it. */
export type ListFilterValue = string | readonly string[] | null | undefined;

export interface ListParamsPatch {
  q?: string;
  page?: number;
  /** Rows per page; the list's default (`defaultPageSize`) leaves no parameter. */
  pageSize?: number;
  defaultPageSize?: number;
  ordering?: string | null;
  /** A filter's parameter and its new value. */
  filters?: Record<string, ListFilterValue>;
  /** The view's prefix (ListViewOptions.prefix): its page, page size, ordering and search parameters. */
  prefix?: string;
}

/**
 * The next URL parameters: a changed search, filter, ordering or page size goes back to page 1 (unless the
 * patch names the page too); empty values are removed; every parameter the patch does not name stays.
 */
export function updateListParams(
  previous: URLSearchParams,
  { q, page, pageSize, defaultPageSize = DEFAULT_PAGE_SIZE, ordering, filters = {}, prefix }: ListParamsPatch,
) {
  const names = listParamNames(prefix);
  const next = new URLSearchParams(previous);
  const put = (name: string, value: ListFilterValue) => {
    next.delete(name);
    if (typeof value === 'string') {
      if (value) next.set(name, value);
    } else if (value) {
      for (const item of value) next.append(name, item);
    }
    next.delete(names.page);
  };
  const named: Record<string, ListFilterValue> = { ...filters };
  if (q !== undefined) named[names.q] = q.trim();
  if (ordering !== undefined) named[names.ordering] = ordering;
  if (pageSize !== undefined) named[names.pageSize] = pageSize === defaultPageSize ? null : String(pageSize);
  for (const [name, value] of Object.entries(named)) put(name, value);
  if (page !== undefined) {
    next.delete(names.page);
    if (page > 1) next.set(names.page, String(page));
  }
  return next;
}

/** An end of a list's From/To date filter. */
export type DateRangeEnd = 'from' | 'to';

/** The URL parameters of a list's From/To date filter. */
export const DATE_RANGE_PARAMS = { from: 'from_date', to: 'to_date' } as const satisfies Record<
  DateRangeEnd,
  string
>;

/** A From/To change as a list's filters: that end's parameter set to the date, or removed when cleared. */
export const dateRangeFilters = (
  end: DateRangeEnd,
  value: string | undefined,
): Record<string, ListFilterValue> => ({ [DATE_RANGE_PARAMS[end]]: value ?? null });

/** A From/To filter's change handler for a list view: `onChange={onDateRangeChange(update)}`. */
export const onDateRangeChange =
  (update: (patch: ListParamsPatch) => void) =>
  (end: DateRangeEnd, value: string | undefined): void =>
    update({ filters: dateRangeFilters(end, value) });

/**
 * `useSearchParams` for a list screen: a write applies only while the router is still at the screen's path.
 *
 * A write can come late (the search box commits after a pause in typing): if the user has meanwhile clicked
 * a link away, the router has moved on, but while the next screen's module loads the list is still drawn
 * (the router's navigation is a transition) and a write would resolve against the list's path, replacing
 * the navigation with the list again. The router's history knows where it really is; a write from a screen
 * it has left is dropped. (A router without a history to ask, the data routers, applies every write.)
 * A write given as a function builds on the last write until the screen draws it (`written`): the router
 * hands it the last render's parameters, and To typed right after From was written over a URL without From.
 */
export function useListSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { basename, navigator } = useContext(UNSAFE_NavigationContext);
  const listPath = basename === '/' ? pathname : `${basename}${pathname === '/' ? '' : pathname}`;
  const written = useRef<{ over: URLSearchParams; next: URLSearchParams } | null>(null);
  const setListParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      const routerPath = (navigator as { location?: { pathname: string } }).location?.pathname;
      if (routerPath !== undefined && routerPath !== listPath) return;
      const last = written.current;
      const base = new URLSearchParams(last?.over === params ? last.next : params);
      const resolved = createSearchParams(typeof next === 'function' ? next(base) : next);
      written.current = { over: params, next: resolved };
      setParams(resolved, options);
    },
    [navigator, listPath, params, setParams],
  );
  return [params, setListParams];
}

/**
 * A list screen's view from its URL, and the way to change it (each change a new history entry, so the back
 * button returns to the previous view; a change from a screen the user has left is dropped).
 */
export function useListView(options: ListViewOptions) {
  const [params, setParams] = useListSearchParams();
  const { orderingFields, defaultPageSize, prefix } = options;
  const view = useMemo(
    () => parseListView(params, { orderingFields, defaultPageSize, prefix }),
    [params, orderingFields, defaultPageSize, prefix],
  );
  const update = useCallback(
    (patch: ListParamsPatch) =>
      setParams((previous) => updateListParams(previous, { defaultPageSize, prefix, ...patch })),
    [setParams, defaultPageSize, prefix],
  );
  return { params, view, update, setParams };
}
