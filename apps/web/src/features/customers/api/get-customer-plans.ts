import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZUserSubscriptionPlanPage, type TUserSubscriptionPlanParams } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { userPlanKeys } from '@/lib/query-keys';

import type { TUserSubscriptionPlanPage } from '@printhub/contract';

/** GET /api/user-subscription-plans/?user=ID: the customer's plans, the newest start first (first 10). */
export const getCustomerPlans = (
  customerId: number,
  signal?: AbortSignal,
): Promise<TUserSubscriptionPlanPage> => {
  const query: TUserSubscriptionPlanParams = { user: customerId, limit: 10, offset: 0 };
  return api.get(API.userSubscriptionPlans, {
    query: { ...query },
    schema: ZUserSubscriptionPlanPage,
    signal,
  });
};

export const customerPlansQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: userPlanKeys.list({ user: customerId, limit: 10, offset: 0 }),
    queryFn: ({ signal }) => getCustomerPlans(customerId, signal),
  });

export const useCustomerPlans = (customerId: number | null) =>
  useQuery({ ...customerPlansQueryOptions(customerId ?? 0), enabled: customerId !== null });
