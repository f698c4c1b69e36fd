import { dateRangeListQuery, parseDateRangeParams, type DateRangeListQuery } from '@/lib/list-date-range';
import { LIST_ORDERINGS } from '@/lib/list-orderings';

/** Staff users are listed 10 at a time (the lists' default page size). */
export const STAFF_LIST_VIEW = { orderingFields: LIST_ORDERINGS.staffUsers };

/** The staff users' filter: who was created in a date range (`?from_date=&to_date=`). */
export const parseStaffFilters = parseDateRangeParams;

/** One page of the list: limit/offset, the ordering, the search and the dates. */
export const staffListQuery = dateRangeListQuery;

export type TStaffUserPageQuery = DateRangeListQuery;
