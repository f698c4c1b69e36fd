import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZOrderPage, type TOrderPage } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export const USER_ORDERS_PAGE_SIZE = 10;

export interface UserOrdersQuery {
  user: number;
  limit: number;
  offset: number;
}

export const userOrdersQuery = (user: number, page: number): UserOrdersQuery => ({
  user,
  limit: USER_ORDERS_PAGE_SIZE,
  offset: (page - 1) * USER_ORDERS_PAGE_SIZE,
});

/** GET /api/all-orders/?user=ID&limit=10&offset=: the customer's orders, newest first. */
export const getUserOrders = (query: UserOrdersQuery, signal?: AbortSignal): Promise<TOrderPage> =>
  api.get(API.allOrders, { query: { ...query }, schema: ZOrderPage, signal });

/** Under the shared order keys, so an order changed elsewhere shows here changed too. */
export const userOrdersQueryOptions = (query: UserOrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.list(API.allOrders, { ...query }),
    queryFn: ({ signal }) => getUserOrders(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUserOrders = (query: UserOrdersQuery, enabled = true) =>
  useQuery({ ...userOrdersQueryOptions(query), enabled });
