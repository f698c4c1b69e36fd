import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZPaginated, ZSubscriptionPlan } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { planKeys } from '../query-keys';

import type { PlanListQuery } from '../plan-list-state';
import type { z } from 'zod';

const ZPlanPage = ZPaginated(ZSubscriptionPlan);
export type TPlanPage = z.infer<typeof ZPlanPage>;

/** GET /api/subscription-plans/?limit=&offset=…: one page of plans (active first, cheapest first by default). */
export const getPlans = (query: PlanListQuery, signal?: AbortSignal): Promise<TPlanPage> =>
  api.get(API.subscriptionPlans, { query: { ...query }, schema: ZPlanPage, signal });

export const plansQueryOptions = (query: PlanListQuery) =>
  queryOptions({
    queryKey: planKeys.list({ ...query }),
    queryFn: ({ signal }) => getPlans(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePlans = (query: PlanListQuery) => useQuery(plansQueryOptions(query));
