import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { API, ZMarkFulfilledResponse, type TMarkFulfilledResponse } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { referralKeys } from '../query-keys';

/** POST /referral_app/api/mark-as-fulfilled/ {referral_code}: idempotent; 200 the referrer's new counts. */
export const markFulfilled = (referralCode: string): Promise<TMarkFulfilledResponse> =>
  api.post(API.markFulfilled, { referral_code: referralCode }, { schema: ZMarkFulfilledResponse });

/** The list reloads from the beginning, dropping the pages loaded so far. */
export const restartReferrals = (queryClient: QueryClient): Promise<void> =>
  queryClient.resetQueries({ queryKey: referralKeys.stats() });

export function useMarkFulfilled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFulfilled,
    onSuccess: () => {
      void restartReferrals(queryClient);
    },
  });
}
