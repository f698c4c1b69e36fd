import type { TUserListQuery } from '@printhub/contract';

/** SPEC.md §9: users are listed 10 at a time with an offset. */
export const USER_PAGE_SIZE = 10;

/** The API counts at most 10,001 rows (DESIGN.md §6): 10,001 means "more than 10,000". */
export const COUNT_CAP = 10_001;

export const isCountCapped = (count: number): boolean => count >= COUNT_CAP;

/** '0', '1,234', or '10,000+' for a capped count. */
export const formatCount = (count: number): string =>
  isCountCapped(count) ? '10,000+' : count.toLocaleString('en-US');

/** '1 user', '25 users', '10,000+ users'. */
export const userCountLabel = (count: number): string =>
  `${formatCount(count)} ${count === 1 ? 'user' : 'users'}`;

export interface UserListState {
  /** 1-based. */
  page: number;
  q: string;
}

/** The page and search live in the URL (`?q=…&page=2`), so the back button from a user returns here. */
export function parseUserListState(params: URLSearchParams): UserListState {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page > 0 ? page : 1, q: (params.get('q') ?? '').trim() };
}

export function userListQuery({ page, q }: UserListState): TUserListQuery {
  return { limit: USER_PAGE_SIZE, offset: (page - 1) * USER_PAGE_SIZE, ...(q ? { query: q } : {}) };
}
