import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ZOrderPage, type TOrderPage } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

import type { OrderListQuery, OrderListRequest } from '../list-config';

/** GET /api/all-orders/ or /api/my_orders/ with the list's query: one page of orders, newest first. */
export const getOrderPage = (
  path: string,
  query: OrderListQuery,
  signal?: AbortSignal,
): Promise<TOrderPage> => api.get(path, { query, schema: ZOrderPage, signal });

export const orderPageQueryOptions = (path: string, query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(path, query),
    queryFn: ({ signal }) => getOrderPage(path, query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The page for a built request; nothing is called while the request is invalid (a reversed range). */
export function useOrderPage(request: OrderListRequest) {
  const options = request.ok
    ? orderPageQueryOptions(request.path, request.query)
    : orderPageQueryOptions('', { limit: 0, offset: 0 });
  return useQuery({ ...options, enabled: request.ok });
}
