import { dateRangeListQuery, parseDateRangeParams, type DateRangeListQuery } from '@/lib/list-date-range';
import { LIST_ORDERINGS } from '@/lib/list-orderings';

/** Plans are listed 10 at a time (the lists' default page size). */
export const PLAN_LIST_VIEW = { orderingFields: LIST_ORDERINGS.plans };

/** The plans' filter: the days they were created on (`?from_date=&to_date=`). */
export const parsePlanFilters = parseDateRangeParams;

/** One page of plans: limit/offset, the ordering, the search (the name) and the dates. */
export const planListQuery = dateRangeListQuery;

export type PlanListQuery = DateRangeListQuery;
