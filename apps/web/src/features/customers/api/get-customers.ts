import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZCustomerPage, type TCustomerListParams } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { customerKeys } from '../query-keys';

import type { TCustomerPage } from '@printhub/contract';

/** GET /api/users/?limit=10&offset=&query=: one page of customers. */
export const getCustomers = (query: TCustomerListParams, signal?: AbortSignal): Promise<TCustomerPage> =>
  api.get(API.users, { query: { ...query }, schema: ZCustomerPage, signal });

export const customersQueryOptions = (query: TCustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list({ ...query }),
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (query: TCustomerListParams) => useQuery(customersQueryOptions(query));
