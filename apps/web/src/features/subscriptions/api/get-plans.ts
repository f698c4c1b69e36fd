import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { API, ZSubscriptionPlan, type TSubscriptionPlan } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { planKeys } from '../query-keys';

const ZPlans = z.array(ZSubscriptionPlan);

/** GET /api/subscription-plans/: every plan, active ones first, cheapest first. */
export const getPlans = (signal?: AbortSignal): Promise<TSubscriptionPlan[]> =>
  api.get(API.subscriptionPlans, { schema: ZPlans, signal });

export const plansQueryOptions = () =>
  queryOptions({ queryKey: planKeys.list(), queryFn: ({ signal }) => getPlans(signal) });

export const usePlans = () => useQuery(plansQueryOptions());
