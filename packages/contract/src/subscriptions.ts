import { z } from 'zod';

import { oneOf, requiredText, ZId, ZPageQuery, ZPaginated, ZSearchQuery } from './common';
import { atLeastMessage, atMostMessage } from './errors';
import { SUBSCRIPTION_PLAN_ORDERING_FIELDS, USER_SUBSCRIPTION_PLAN_ORDERING_FIELDS } from './list-orderings';
import {
  checkDateRange,
  DATE_RANGE_ERROR,
  orderingParam,
  ZListDateRange,
  ZOptionalPageQuery,
  type ListParams,
} from './lists';

export const PLAN_PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
export const ZPlanPeriod = oneOf(PLAN_PERIODS);
export type TPlanPeriod = z.infer<typeof ZPlanPeriod>;

export const ZSubscriptionPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  period: ZPlanPeriod,
  pages_included: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type TSubscriptionPlan = z.infer<typeof ZSubscriptionPlan>;

/** POST /api/subscription-plans/ and PUT /api/subscription-plans/{id}/. */
export const ZSaveSubscriptionPlanRequest = z.object({
  name: requiredText(100),
  price: z.coerce
    .number({ error: 'Must be a number' })
    .min(0, { error: atLeastMessage(0) })
    .max(1_000_000, { error: atMostMessage(1_000_000) }),
  period: ZPlanPeriod,
  pages_included: z.coerce
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(1, { error: atLeastMessage(1) })
    .max(1_000_000, { error: atMostMessage(1_000_000) }),
  is_active: z.boolean().default(true),
});
export type TSaveSubscriptionPlanRequest = z.infer<typeof ZSaveSubscriptionPlanRequest>;

export const USER_PLAN_STATUSES = ['active', 'expired', 'cancelled'] as const;
export const ZUserPlanStatus = oneOf(USER_PLAN_STATUSES);

export const ZUserSubscriptionPlan = z.object({
  id: z.number().int(),
  user: z.number().int(),
  user_name: z.string(),
  user_email: z.string().nullable(),
  plan: z.number().int(),
  plan_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: ZUserPlanStatus,
});
export type TUserSubscriptionPlan = z.infer<typeof ZUserSubscriptionPlan>;
export const ZUserSubscriptionPlanPage = ZPaginated(ZUserSubscriptionPlan);
export type TUserSubscriptionPlanPage = z.infer<typeof ZUserSubscriptionPlanPage>;

export const USER_SUBSCRIPTION_PLAN_DEFAULT_ORDERING = '-start_date';

/** `from_date`/`to_date` bound the start date. */
export const ZUserSubscriptionPlanQuery = ZPageQuery.extend({
  status: ZUserPlanStatus.optional(),
  user: ZId.optional(),
  ordering: orderingParam(USER_SUBSCRIPTION_PLAN_ORDERING_FIELDS, USER_SUBSCRIPTION_PLAN_DEFAULT_ORDERING),
  ...ZListDateRange,
}).refine(checkDateRange, DATE_RANGE_ERROR);
export type TUserSubscriptionPlanQuery = z.infer<typeof ZUserSubscriptionPlanQuery>;
export type TUserSubscriptionPlanParams = ListParams<TUserSubscriptionPlanQuery>;

export const SUBSCRIPTION_PLAN_DEFAULT_ORDERING = '-is_active';

/** GET /api/subscription-plans/: the bare array without `limit`, a page with it; `query` matches the name. */
export const ZSubscriptionPlanListQuery = ZOptionalPageQuery.extend({
  query: ZSearchQuery.optional(),
  ordering: orderingParam(SUBSCRIPTION_PLAN_ORDERING_FIELDS, SUBSCRIPTION_PLAN_DEFAULT_ORDERING),
  ...ZListDateRange,
}).refine(checkDateRange, DATE_RANGE_ERROR);
export type TSubscriptionPlanListQuery = z.infer<typeof ZSubscriptionPlanListQuery>;
