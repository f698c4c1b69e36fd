import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZCoinAdjustmentResponse, type TCoinAdjustmentRequest } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { customerKeys } from '../query-keys';

import type { TCoinAdjustmentResponse } from '@printhub/contract';

/** POST /api/coin-adjustments/: 201 {entry, balance}; 422 when a debit would make the balance negative. */
export const adjustCoins = (body: TCoinAdjustmentRequest): Promise<TCoinAdjustmentResponse> =>
  api.post(API.coinAdjustments, body, { schema: ZCoinAdjustmentResponse });

/** A new ledger entry changes the customer's balance here and in the Users list: every `['users']` query. */
export function useAdjustCoins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCoins,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
