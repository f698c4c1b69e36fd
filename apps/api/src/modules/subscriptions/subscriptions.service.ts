import { AppError } from '../../lib/app-error';
import * as repo from './subscriptions.repository';

import type { Db } from '../../db/client';
import type {
  TSaveSubscriptionPlanRequest,
  TSubscriptionPlan,
  TUserSubscriptionPlan,
  TUserSubscriptionPlanQuery,
} from '@printhub/contract';

function toPlan(p: repo.PlanRow): TSubscriptionPlan {
  return {
    id: p.id,
    name: p.name,
    price: Number(p.price),
    period: p.period,
    pages_included: p.pagesIncluded,
    is_active: p.isActive,
    created_at: p.createdAt.toISOString(),
  };
}

function toUserPlan({ up, plan, customer }: repo.UserPlanRow): TUserSubscriptionPlan {
  return {
    id: up.id,
    user: customer.id,
    user_name: `${customer.firstName} ${customer.lastName}`.trim(),
    user_email: customer.email,
    plan: plan.id,
    plan_name: plan.name,
    start_date: up.startDate,
    end_date: up.endDate,
    status: up.status,
  };
}

const values = (input: TSaveSubscriptionPlanRequest): repo.PlanValues => ({
  name: input.name,
  price: input.price,
  period: input.period,
  pagesIncluded: input.pages_included,
  isActive: input.is_active,
});

export async function listPlans(db: Db): Promise<TSubscriptionPlan[]> {
  return (await repo.listPlans(db)).map(toPlan);
}

export async function createPlan(db: Db, input: TSaveSubscriptionPlanRequest): Promise<TSubscriptionPlan> {
  return toPlan(await repo.insertPlan(db, values(input)));
}

export async function updatePlan(
  db: Db,
  id: number,
  input: TSaveSubscriptionPlanRequest,
): Promise<TSubscriptionPlan> {
  const row = await repo.updatePlan(db, id, values(input));
  if (!row) throw new AppError('NOT_FOUND', 'Plan not found');
  return toPlan(row);
}

export async function listUserPlans(db: Db, q: TUserSubscriptionPlanQuery) {
  const { rows, count } = await repo.listUserPlans(db, { ...q, customerId: q.user });
  return { count, results: rows.map(toUserPlan) };
}
