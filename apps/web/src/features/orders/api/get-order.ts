import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZOrderDetail, type TOrderDetail } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** GET /api/all-orders/{id}/: the order and its timeline (404 for staff when it is not theirs). */
export const getOrder = (id: number, signal?: AbortSignal): Promise<TOrderDetail> =>
  api.get(API.order(id), { schema: ZOrderDetail, signal });

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });

export const useOrder = (id: number | null) =>
  useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
