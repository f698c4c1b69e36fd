import { AppError } from '../../lib/app-error';
import { recordChange, type Actor } from '../audit-log/audit-log.service';
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

export async function createPlan(
  db: Db,
  actor: Actor,
  input: TSaveSubscriptionPlanRequest,
): Promise<TSubscriptionPlan> {
  return db.transaction(async (tx) => {
    const plan = toPlan(await repo.insertPlan(tx, values(input)));
    await recordChange(tx, actor, {
      action: 'create',
      resource: 'subscriptions',
      resourceId: plan.id,
      summary: `Created the plan ${plan.name}`,
      after: plan,
    });
    return plan;
  });
}

export async function updatePlan(
  db: Db,
  actor: Actor,
  id: number,
  input: TSaveSubscriptionPlanRequest,
): Promise<TSubscriptionPlan> {
  return db.transaction(async (tx) => {
    const before = await repo.findPlan(tx, id);
    const row = await repo.updatePlan(tx, id, values(input));
    if (!before || !row) throw new AppError('NOT_FOUND', 'Plan not found');
    const plan = toPlan(row);
    await recordChange(tx, actor, {
      action: 'update',
      resource: 'subscriptions',
      resourceId: id,
      summary: `Updated the plan ${plan.name}`,
      before: toPlan(before),
      after: plan,
    });
    return plan;
  });
}

export async function listUserPlans(db: Db, q: TUserSubscriptionPlanQuery) {
  const { rows, count } = await repo.listUserPlans(db, { ...q, customerId: q.user });
  return { count, results: rows.map(toUserPlan) };
}
