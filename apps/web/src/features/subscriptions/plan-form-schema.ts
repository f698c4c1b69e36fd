import { z } from 'zod';

import {
  ZSaveSubscriptionPlanRequest,
  type TSaveSubscriptionPlanRequest,
  type TSubscriptionPlan,
} from '@printhub/contract';

import type { TPlanPeriod } from '@printhub/contract';

export const PLAN_PERIOD_LABELS: Record<TPlanPeriod, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** An empty number box is "missing" (the contract then says 'Must be a number'), not 0. */
const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The plan form: the contract's request, reading the number boxes' text. */
export const ZPlanForm = ZSaveSubscriptionPlanRequest.extend({
  price: z.preprocess(blankToUndefined, ZSaveSubscriptionPlanRequest.shape.price),
  pages_included: z.preprocess(blankToUndefined, ZSaveSubscriptionPlanRequest.shape.pages_included),
});

export interface TPlanFormInput {
  name: string;
  price: string;
  period: TPlanPeriod;
  pages_included: string;
  is_active: boolean;
}
export type TPlanFormOutput = TSaveSubscriptionPlanRequest;

export const EMPTY_PLAN_FORM: TPlanFormInput = {
  name: '',
  price: '',
  period: 'monthly',
  pages_included: '',
  is_active: true,
};

export const planToFormInput = (plan: TSubscriptionPlan): TPlanFormInput => ({
  name: plan.name,
  price: String(plan.price),
  period: plan.period,
  pages_included: String(plan.pages_included),
  is_active: plan.is_active,
});
