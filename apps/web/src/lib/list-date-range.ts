import { DATE_RANGE_PARAMS, listViewQuery, parseDateParam, type ListView } from './list-params';

/** A list's From/To days from the URL (`?from_date=&to_date=`), each only when it is a real date. */
export interface DateRangeFilters {
  fromDate?: string;
  toDate?: string;
}

export function parseDateRangeParams(params: URLSearchParams): DateRangeFilters {
  const fromDate = parseDateParam(params, DATE_RANGE_PARAMS.from);
  const toDate = parseDateParam(params, DATE_RANGE_PARAMS.to);
  return { ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) };
}

/** The From/To days as the API's list queries read them: `from_date`, `to_date`. */
export const dateRangeQuery = ({ fromDate, toDate }: DateRangeFilters) => ({
  ...(fromDate ? { from_date: fromDate } : {}),
  ...(toDate ? { to_date: toDate } : {}),
});

/** The API's query of a list whose own filters are its From/To days: paging, ordering, search and the days. */
export const dateRangeListQuery = (view: ListView, days: DateRangeFilters = {}) => ({
  ...listViewQuery(view),
  ...dateRangeQuery(days),
});

export type DateRangeListQuery = ReturnType<typeof dateRangeListQuery>;
