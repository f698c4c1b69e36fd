import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZCoinInfo, type TCoinInfo } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { customerKeys } from '../query-keys';

/** GET /api/get-user-coin-info/?user_id=N: the balance and the ledger, newest first. */
export const getCoinInfo = (userId: number, signal?: AbortSignal): Promise<TCoinInfo> =>
  api.get(API.coinInfo, { query: { user_id: userId }, schema: ZCoinInfo, signal });

export const coinInfoQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: customerKeys.coins(userId),
    queryFn: ({ signal }) => getCoinInfo(userId, signal),
  });

export const useCoinInfo = (userId: number | null) =>
  useQuery({ ...coinInfoQueryOptions(userId ?? 0), enabled: userId !== null });
