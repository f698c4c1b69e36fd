import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZUserSubscriptionPlanPage, type TUserSubscriptionPlanParams } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { userPlanKeys } from '@/lib/query-keys';

import type { TUserSubscriptionPlanPage } from '@printhub/contract';

/** GET /api/user-subscription-plans/?limit=10&offset=&status=: customers' plans, the newest start first. */
export const getUserSubscriptionPlans = (
  query: TUserSubscriptionPlanParams,
  signal?: AbortSignal,
): Promise<TUserSubscriptionPlanPage> =>
  api.get(API.userSubscriptionPlans, { query: { ...query }, schema: ZUserSubscriptionPlanPage, signal });

export const userSubscriptionPlansQueryOptions = (query: TUserSubscriptionPlanParams) =>
  queryOptions({
    queryKey: userPlanKeys.list({ ...query }),
    queryFn: ({ signal }) => getUserSubscriptionPlans(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUserSubscriptionPlans = (query: TUserSubscriptionPlanParams) =>
  useQuery(userSubscriptionPlansQueryOptions(query));
