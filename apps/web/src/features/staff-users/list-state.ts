import { LIST_ORDERINGS } from '@/lib/list-orderings';
import { listViewQuery, parseDateParam, type ListView } from '@/lib/list-params';

/** Staff users are listed 10 at a time. */
export const STAFF_PAGE_SIZE = 10;

export const STAFF_LIST_VIEW = {
  orderingFields: LIST_ORDERINGS.staffUsers,
  defaultPageSize: STAFF_PAGE_SIZE,
};

/** The staff users' filter: who was created in a date range (`?from_date=&to_date=`). */
export interface StaffFilters {
  fromDate?: string;
  toDate?: string;
}

export function parseStaffFilters(params: URLSearchParams): StaffFilters {
  const fromDate = parseDateParam(params, 'from_date');
  const toDate = parseDateParam(params, 'to_date');
  return { ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) };
}

/** One page of the list: limit/offset, the ordering, the search and the dates. */
export function staffListQuery(view: ListView, { fromDate, toDate }: StaffFilters = {}) {
  return {
    ...listViewQuery(view),
    ...(fromDate ? { from_date: fromDate } : {}),
    ...(toDate ? { to_date: toDate } : {}),
  };
}

export type TStaffUserPageQuery = ReturnType<typeof staffListQuery>;
