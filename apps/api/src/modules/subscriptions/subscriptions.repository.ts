import { and, desc, eq, sql } from 'drizzle-orm';

import { customers, subscriptionPlans, userSubscriptionPlans } from '../../db/schema';

import type { DbOrTx } from '../../db/client';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PlanValues = Omit<typeof subscriptionPlans.$inferInsert, 'id' | 'createdAt'>;
export type UserPlanRow = {
  up: typeof userSubscriptionPlans.$inferSelect;
  plan: PlanRow;
  customer: typeof customers.$inferSelect;
};

/** Active plans first, cheapest first. */
export async function listPlans(db: DbOrTx): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .orderBy(desc(subscriptionPlans.isActive), subscriptionPlans.price);
}

export async function findPlan(db: DbOrTx, id: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row ?? null;
}

export async function insertPlan(db: DbOrTx, values: PlanValues): Promise<PlanRow> {
  const [row] = await db.insert(subscriptionPlans).values(values).returning();
  return row!;
}

export async function updatePlan(db: DbOrTx, id: number, values: PlanValues): Promise<PlanRow | null> {
  const [row] = await db
    .update(subscriptionPlans)
    .set(values)
    .where(eq(subscriptionPlans.id, id))
    .returning();
  return row ?? null;
}

/** A page of customers' plans, latest start first, with the plan and the customer. */
export async function listUserPlans(
  db: DbOrTx,
  q: { status?: UserPlanRow['up']['status']; customerId?: number; limit: number; offset: number },
): Promise<{ rows: UserPlanRow[]; count: number }> {
  const where = and(
    q.status ? eq(userSubscriptionPlans.status, q.status) : undefined,
    q.customerId ? eq(userSubscriptionPlans.customerId, q.customerId) : undefined,
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
  return { rows, count: counted?.n ?? 0 };
}
