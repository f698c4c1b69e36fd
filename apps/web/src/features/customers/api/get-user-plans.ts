import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZUserSubscriptionPlanPage, type TUserSubscriptionPlanParams } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { userPlanKeys } from '@/lib/query-keys';

import type { TUserSubscriptionPlanPage } from '@printhub/contract';

/** GET /api/user-subscription-plans/?user=ID: the customer's plans, the newest start first (first 10). */
export const getUserPlans = (userId: number, signal?: AbortSignal): Promise<TUserSubscriptionPlanPage> => {
  const query: TUserSubscriptionPlanParams = { user: userId, limit: 10, offset: 0 };
  return api.get(API.userSubscriptionPlans, {
    query: { ...query },
    schema: ZUserSubscriptionPlanPage,
    signal,
  });
};

export const userPlansQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userPlanKeys.list({ user: userId, limit: 10, offset: 0 }),
    queryFn: ({ signal }) => getUserPlans(userId, signal),
  });

export const useUserPlans = (userId: number | null) =>
  useQuery({ ...userPlansQueryOptions(userId ?? 0), enabled: userId !== null });
