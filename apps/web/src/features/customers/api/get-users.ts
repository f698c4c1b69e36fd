import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZCustomerPage, type TUserListParams } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { customerKeys } from '../query-keys';

import type { TCustomerPage } from '@printhub/contract';

/** GET /api/users/?limit=10&offset=&query=: one page of customers. */
export const getUsers = (query: TUserListParams, signal?: AbortSignal): Promise<TCustomerPage> =>
  api.get(API.users, { query: { ...query }, schema: ZCustomerPage, signal });

export const usersQueryOptions = (query: TUserListParams) =>
  queryOptions({
    queryKey: customerKeys.list({ ...query }),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: TUserListParams) => useQuery(usersQueryOptions(query));
