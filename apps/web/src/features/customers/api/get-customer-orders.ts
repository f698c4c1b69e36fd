import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZOrderPage, type TOrderPage } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

export interface CustomerOrdersQuery {
  user: number;
  limit: number;
  offset: number;
}

export const customerOrdersQuery = (customerId: number, page: number): CustomerOrdersQuery => ({
  user: customerId,
  limit: CUSTOMER_ORDERS_PAGE_SIZE,
  offset: (page - 1) * CUSTOMER_ORDERS_PAGE_SIZE,
});

/** GET /api/all-orders/?user=ID&limit=10&offset=: the customer's orders, newest first. */
export const getCustomerOrders = (query: CustomerOrdersQuery, signal?: AbortSignal): Promise<TOrderPage> =>
  api.get(API.allOrders, { query: { ...query }, schema: ZOrderPage, signal });

/** Under the shared order keys, so an order changed elsewhere shows here changed too. */
export const customerOrdersQueryOptions = (query: CustomerOrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.list(API.allOrders, { ...query }),
    queryFn: ({ signal }) => getCustomerOrders(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomerOrders = (query: CustomerOrdersQuery, enabled = true) =>
  useQuery({ ...customerOrdersQueryOptions(query), enabled });
