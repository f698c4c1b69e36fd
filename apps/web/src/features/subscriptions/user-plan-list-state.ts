import {
  USER_PLAN_STATUSES,
  type TUserSubscriptionPlan,
  type TUserSubscriptionPlanParams,
} from '@printhub/contract';

import { USER_PLAN_STATUS_TEXT } from '@/lib/format';
import { dateRangeQuery, parseDateRangeParams, type DateRangeFilters } from '@/lib/list-date-range';
import { LIST_ORDERINGS } from '@/lib/list-orderings';
import { listViewQuery, parseChoiceParam, type ListView } from '@/lib/list-params';

/** Page, rows per page (the lists' default, 10) and ordering: the shared list view (no search). */
export const USER_PLAN_LIST_VIEW = { orderingFields: LIST_ORDERINGS.userPlans };

type TUserPlanStatus = TUserSubscriptionPlan['status'];
export type UserPlanFilter = 'all' | TUserPlanStatus;
export const USER_PLAN_FILTERS: readonly UserPlanFilter[] = ['all', ...USER_PLAN_STATUSES];

export const USER_PLAN_STATUS_LABELS: Record<UserPlanFilter, string> = {
  all: 'All',
  ...USER_PLAN_STATUS_TEXT,
};

/** The list's own filters: `?status=` and the start dates (`?from_date=&to_date=`). */
export interface UserPlanFilters extends DateRangeFilters {
  status: UserPlanFilter;
}

export function parseUserPlanFilters(params: URLSearchParams): UserPlanFilters {
  return {
    status: parseChoiceParam(params, 'status', USER_PLAN_FILTERS) ?? 'all',
    ...parseDateRangeParams(params),
  };
}

/** The URL parameter of the status choice (All: none). */
export const userPlanStatusParams = (status: UserPlanFilter) => ({
  status: status === 'all' ? null : status,
});

export function userPlanListQuery(
  view: ListView,
  { status, ...days }: UserPlanFilters,
): TUserSubscriptionPlanParams {
  // The list is not searched: a `q` in the URL is not sent.
  const { query: _query, ...paging } = listViewQuery(view);
  return {
    ...paging,
    ...(status === 'all' ? {} : { status }),
    ...dateRangeQuery(days),
  } as TUserSubscriptionPlanParams;
}
