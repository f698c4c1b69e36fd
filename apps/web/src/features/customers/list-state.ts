import { formatCount, type TUserListQuery } from '@printhub/contract';

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
}

/** The page and search live in the URL (`?q=…&page=2`), so the back button from a user returns here. */
export function parseUserListState(params: URLSearchParams): UserListState {
  return { page: parsePageParam(params), q: parseSearchParam(params) };
}

export function userListQuery({ page, q }: UserListState): TUserListQuery {
  return { limit: USER_PAGE_SIZE, offset: (page - 1) * USER_PAGE_SIZE, ...(q ? { query: q } : {}) };
}
