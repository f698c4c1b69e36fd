import { and, desc, eq, sql } from 'drizzle-orm';

import { customers, subscriptionPlans, userSubscriptionPlans } from '../../db/schema';
import { AppError } from '../../lib/app-error';

import type { Db } from '../../db/client';
import type {
  TSaveSubscriptionPlanRequest,
  TSubscriptionPlan,
  TUserSubscriptionPlan,
  TUserSubscriptionPlanQuery,
} from '@printhub/contract';

function toPlan(p: typeof subscriptionPlans.$inferSelect): TSubscriptionPlan {
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

export async function listPlans(db: Db): Promise<TSubscriptionPlan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .orderBy(desc(subscriptionPlans.isActive), subscriptionPlans.price);
  return rows.map(toPlan);
}

const values = (input: TSaveSubscriptionPlanRequest) => ({
  name: input.name,
  price: input.price,
  period: input.period,
  pagesIncluded: input.pages_included,
  isActive: input.is_active,
});

export async function createPlan(db: Db, input: TSaveSubscriptionPlanRequest): Promise<TSubscriptionPlan> {
  const [row] = await db.insert(subscriptionPlans).values(values(input)).returning();
  return toPlan(row!);
}

export async function updatePlan(
  db: Db,
  id: number,
  input: TSaveSubscriptionPlanRequest,
): Promise<TSubscriptionPlan> {
  const [row] = await db
    .update(subscriptionPlans)
    .set(values(input))
    .where(eq(subscriptionPlans.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Plan not found');
  return toPlan(row);
}

export async function listUserPlans(db: Db, q: TUserSubscriptionPlanQuery) {
  const where = and(
    q.status ? eq(userSubscriptionPlans.status, q.status) : undefined,
    q.user ? eq(userSubscriptionPlans.customerId, q.user) : undefined,
  );
  const rows = await db
    .select({ up: userSubscriptionPlans, plan: subscriptionPlans, customer: customers })
    .from(userSubscriptionPlans)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptionPlans.planId))
    .innerJoin(customers, eq(customers.id, userSubscriptionPlans.customerId))
    .where(where)
    .orderBy(desc(userSubscriptionPlans.startDate), desc(userSubscriptionPlans.id))
    .limit(q.limit)
    .offset(q.offset);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userSubscriptionPlans)
    .where(where);
  const results: TUserSubscriptionPlan[] = rows.map(({ up, plan, customer }) => ({
    id: up.id,
    user: customer.id,
    user_name: `${customer.firstName} ${customer.lastName}`.trim(),
    user_email: customer.email,
    plan: plan.id,
    plan_name: plan.name,
    start_date: up.startDate,
    end_date: up.endDate,
    status: up.status,
  }));
  return { count: counted?.n ?? 0, results };
}
