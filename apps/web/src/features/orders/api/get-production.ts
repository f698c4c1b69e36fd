import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZProductionBoard, type TProductionBoard, type TOrderStatus } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** How often the board asks again, so that a move made elsewhere shows without a reload. */
export const PRODUCTION_REFRESH_MS = 10_000;

export type ProductionQuery = { status?: TOrderStatus; offset?: number };

/** GET /api/production/ (every column), or one column from an offset. */
export const getProduction = (query: ProductionQuery, signal?: AbortSignal): Promise<TProductionBoard> =>
  api.get(API.production, { query, schema: ZProductionBoard, signal });

export const productionQueryOptions = (query: ProductionQuery = {}) =>
  queryOptions({
    queryKey: orderKeys.production(query),
    queryFn: ({ signal }) => getProduction(query, signal),
    refetchInterval: PRODUCTION_REFRESH_MS,
  });

export const useProduction = (query: ProductionQuery = {}, enabled = true) =>
  useQuery({ ...productionQueryOptions(query), enabled });
