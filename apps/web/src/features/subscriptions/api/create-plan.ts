import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  API,
  ZSubscriptionPlan,
  type TSaveSubscriptionPlanRequest,
  type TSubscriptionPlan,
} from '@printhub/contract';

import { api } from '@/lib/api-client';

import { planKeys } from '../query-keys';

/** POST /api/subscription-plans/: 201 the new plan. */
export const createPlan = (body: TSaveSubscriptionPlanRequest): Promise<TSubscriptionPlan> =>
  api.post(API.subscriptionPlans, body, { schema: ZSubscriptionPlan });

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
