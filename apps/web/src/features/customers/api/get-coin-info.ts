import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZCoinInfo, type TCoinInfo } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { customerKeys } from '../query-keys';

/** GET /api/get-user-coin-info/?user_id=N: the balance and the ledger, newest first. */
export const getCoinInfo = (customerId: number, signal?: AbortSignal): Promise<TCoinInfo> =>
  api.get(API.coinInfo, { query: { user_id: customerId }, schema: ZCoinInfo, signal });

export const coinInfoQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: customerKeys.coins(customerId),
    queryFn: ({ signal }) => getCoinInfo(customerId, signal),
  });

export const useCoinInfo = (customerId: number | null) =>
  useQuery({ ...coinInfoQueryOptions(customerId ?? 0), enabled: customerId !== null });
