import { formatCount, type TUserListParams } from '@printhub/contract';

import { parsePageParam, parseSearchParam } from '@/lib/list-params';

/** Users are listed 10 at a time with an offset. */
export const USER_PAGE_SIZE = 10;

/** '1 user', '25 users', '10,000+ users' ('1,000+' for a search). */
export const userCountLabel = (count: number, cap: number): string =>
  `${formatCount(count, cap)} ${count === 1 ? 'user' : 'users'}`;

export interface UserListState {
  /** 1-based. */
  page: number;
  q: string;
  /** `?from_date=YYYY-MM-DD`: only users who joined that day or later (the dashboard's new users). */
  fromDate?: string;
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The page, search and filter live in the URL (`?q=…&page=2`), so the back button from a user returns here. */
export function parseUserListState(params: URLSearchParams): UserListState {
  const fromDate = params.get('from_date');
  return {
    page: parsePageParam(params),
    q: parseSearchParam(params),
    ...(isDay(fromDate) ? { fromDate } : {}),
  };
}

export function userListQuery({ page, q, fromDate }: UserListState): TUserListParams {
  return {
    limit: USER_PAGE_SIZE,
    offset: (page - 1) * USER_PAGE_SIZE,
    ...(q ? { query: q } : {}),
    ...(fromDate ? { from_date: fromDate } : {}),
  };
}
