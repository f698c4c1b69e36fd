import { LIST_ORDERINGS } from '@/lib/list-orderings';
import { listViewQuery, parseDateParam, type ListView } from '@/lib/list-params';

/** Plans are listed 10 at a time. */
export const PLAN_PAGE_SIZE = 10;

export const PLAN_LIST_VIEW = { orderingFields: LIST_ORDERINGS.plans, defaultPageSize: PLAN_PAGE_SIZE };

/** The plans' filter: the days they were created on (`?from_date=&to_date=`). */
export interface PlanFilters {
  fromDate?: string;
  toDate?: string;
}

export function parsePlanFilters(params: URLSearchParams): PlanFilters {
  const fromDate = parseDateParam(params, 'from_date');
  const toDate = parseDateParam(params, 'to_date');
  return { ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) };
}

/** One page of plans: limit/offset, the ordering, the search (the name) and the dates. */
export function planListQuery(view: ListView, { fromDate, toDate }: PlanFilters = {}) {
  return {
    ...listViewQuery(view),
    ...(fromDate ? { from_date: fromDate } : {}),
    ...(toDate ? { to_date: toDate } : {}),
  };
}

export type PlanListQuery = ReturnType<typeof planListQuery>;
