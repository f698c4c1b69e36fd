import {
  USER_PLAN_STATUSES,
  type TUserSubscriptionPlan,
  type TUserSubscriptionPlanQuery,
} from '@printhub/contract';

import { USER_PLAN_STATUS_TEXT } from '@/lib/format';

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
  const page = Number(params.get('page'));
  const status = params.get('status');
  return { page: Number.isInteger(page) && page > 0 ? page : 1, status: isFilter(status) ? status : 'all' };
}

/** A changed filter goes back to page 1. */
export function updateUserPlanListState(
  previous: URLSearchParams,
  patch: Partial<UserPlanListState>,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  if (patch.status !== undefined) {
    if (patch.status === 'all') next.delete('status');
    else next.set('status', patch.status);
    next.delete('page');
  }
  if (patch.page !== undefined) {
    if (patch.page > 1) next.set('page', String(patch.page));
    else next.delete('page');
  }
  return next;
}

export function userPlanListQuery({ page, status }: UserPlanListState): TUserSubscriptionPlanQuery {
  return {
    limit: USER_PLAN_PAGE_SIZE,
    offset: (page - 1) * USER_PLAN_PAGE_SIZE,
    ...(status === 'all' ? {} : { status }),
  };
}
