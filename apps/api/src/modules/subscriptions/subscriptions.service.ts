import { AppError } from '../../lib/app-error';
import { dayRange } from '../../lib/time';
import * as repo from './subscriptions.repository';

import type { Db } from '../../db/client';
import type {
  TSaveSubscriptionPlanRequest,
  TSubscriptionPlan,
  TUserSubscriptionPlan,
  TUserSubscriptionPlanQuery,
  TSubscriptionPlanListQuery,
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

type Page = { limit: number; offset: number };

const planFilter = (q: TSubscriptionPlanListQuery): repo.PlanFilter => ({
  search: q.query || undefined,
  created: dayRange(q),
});

const userPlanFilter = (q: TUserSubscriptionPlanQuery): repo.UserPlanFilter => ({
  status: q.status,
  customerId: q.user,
  startFrom: q.from_date,
  startTo: q.to_date,
});

export async function listPlans(
  db: Db,
  q: TSubscriptionPlanListQuery,
  page: { limit?: number; offset: number } = q,
): Promise<TSubscriptionPlan[]> {
  return (await repo.listPlans(db, planFilter(q), { ...page, ordering: q.ordering })).map(toPlan);
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

export async function pagePlans(db: Db, q: TSubscriptionPlanListQuery, page: Page) {
  const [results, count] = await Promise.all([listPlans(db, q, page), repo.countPlans(db, planFilter(q))]);
  return { count, results };
}

export async function listUserPlans(db: Db, q: TUserSubscriptionPlanQuery, page: Page = q) {
  const [rows, count] = await Promise.all([
    repo.listUserPlanRows(db, userPlanFilter(q), { ...page, ordering: q.ordering }),
    repo.countUserPlans(db, userPlanFilter(q)),
  ]);
  return { count, results: rows.map(toUserPlan) };
}

export async function listUserPlanRows(db: Db, q: TUserSubscriptionPlanQuery, page: Page) {
  const rows = await repo.listUserPlanRows(db, userPlanFilter(q), { ...page, ordering: q.ordering });
  return rows.map(toUserPlan);
}
