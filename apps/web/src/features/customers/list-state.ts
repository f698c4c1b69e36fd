import { LIST_ORDERINGS } from '@/lib/list-orderings';
import { listViewQuery, parseDateParam, type ListView } from '@/lib/list-params';

import type { TUserListParams } from '@printhub/contract';

/** Users are listed 10 at a time with an offset. */
export const USER_PAGE_SIZE = 10;

export const USER_LIST_VIEW = { orderingFields: LIST_ORDERINGS.users, defaultPageSize: USER_PAGE_SIZE };

/** The users' filters: who joined in a date range (`?from_date=&to_date=`, the dashboard's new users). */
export interface UserFilters {
  fromDate?: string;
  toDate?: string;
}

export function parseUserFilters(params: URLSearchParams): UserFilters {
  const fromDate = parseDateParam(params, 'from_date');
  const toDate = parseDateParam(params, 'to_date');
  return { ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) };
}

export function userListQuery(view: ListView, { fromDate, toDate }: UserFilters = {}): TUserListParams {
  return {
    ...listViewQuery(view),
    ...(fromDate ? { from_date: fromDate } : {}),
    ...(toDate ? { to_date: toDate } : {}),
  } as TUserListParams;
}
