import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  API,
  ZSubscriptionPlan,
  type TSaveSubscriptionPlanRequest,
  type TSubscriptionPlan,
} from '@printhub/contract';

import { api } from '@/lib/api-client';
import { userPlanKeys } from '@/lib/query-keys';

import { planKeys } from '../query-keys';

/** PUT /api/subscription-plans/{id}/ with the whole plan (deactivating is `is_active: false`). */
export const updatePlan = ({
  id,
  body,
}: {
  id: number;
  body: TSaveSubscriptionPlanRequest;
}): Promise<TSubscriptionPlan> => api.put(API.subscriptionPlan(id), body, { schema: ZSubscriptionPlan });

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    // The user subscription plans show plan names too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
        queryClient.invalidateQueries({ queryKey: userPlanKeys.all }),
      ]),
  });
}
