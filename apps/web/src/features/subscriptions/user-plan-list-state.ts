import {
  USER_PLAN_STATUSES,
  type TUserSubscriptionPlan,
  type TUserSubscriptionPlanParams,
} from '@printhub/contract';

import { USER_PLAN_STATUS_TEXT } from '@/lib/format';
import { parsePageParam, updateListParams } from '@/lib/list-params';

export const USER_PLAN_PAGE_SIZE = 10;

type TUserPlanStatus = TUserSubscriptionPlan['status'];
export type UserPlanFilter = 'all' | TUserPlanStatus;
export const USER_PLAN_FILTERS: readonly UserPlanFilter[] = ['all', ...USER_PLAN_STATUSES];

export const USER_PLAN_STATUS_LABELS: Record<UserPlanFilter, string> = {
  all: 'All',
  ...USER_PLAN_STATUS_TEXT,
};

export interface UserPlanListState {
  /** 1-based. */
  page: number;
  status: UserPlanFilter;
}

const isFilter = (value: string | null): value is UserPlanFilter =>
  (USER_PLAN_FILTERS as readonly string[]).includes(value ?? '');

export function parseUserPlanListState(params: URLSearchParams): UserPlanListState {
  const status = params.get('status');
  return { page: parsePageParam(params), status: isFilter(status) ? status : 'all' };
}

/** A changed filter goes back to page 1. */
export function updateUserPlanListState(
  previous: URLSearchParams,
  patch: Partial<UserPlanListState>,
): URLSearchParams {
  const { status, page } = patch;
  const filters: Record<string, string | null> =
    status === undefined ? {} : { status: status === 'all' ? null : status };
  return updateListParams(previous, { page, filters });
}

export function userPlanListQuery({ page, status }: UserPlanListState): TUserSubscriptionPlanParams {
  return {
    limit: USER_PLAN_PAGE_SIZE,
    offset: (page - 1) * USER_PLAN_PAGE_SIZE,
    ...(status === 'all' ? {} : { status }),
  };
}
