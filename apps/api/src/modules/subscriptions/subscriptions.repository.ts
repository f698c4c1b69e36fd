import { and, eq, gte, lte, sql } from 'drizzle-orm';

import {
  countCap,
  SUBSCRIPTION_PLAN_ORDERING_FIELDS,
  USER_SUBSCRIPTION_PLAN_ORDERING_FIELDS,
} from '@printhub/contract';

import { customers, subscriptionPlans, userSubscriptionPlans } from '../../db/schema';
import {
  cappedCount,
  columnSortKeys,
  orderByOf,
  paged,
  searchWhere,
  tableList,
  withinDays,
  type ListPage,
} from '../../lib/lists';

import type { DbOrTx } from '../../db/client';
import type { SearchDaysFilter } from '../../lib/lists';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PlanValues = Omit<typeof subscriptionPlans.$inferInsert, 'id' | 'createdAt'>;
export type CustomerPlanRow = {
  up: typeof userSubscriptionPlans.$inferSelect;
  plan: PlanRow;
  customer: typeof customers.$inferSelect;
};

export type PlanFilter = SearchDaysFilter;
export type PlanPage = ListPage<(typeof SUBSCRIPTION_PLAN_ORDERING_FIELDS)[number], true>;

const planWhere = (f: PlanFilter) =>
  and(searchWhere(f.search, [subscriptionPlans.name]), withinDays(subscriptionPlans.createdAt, f.days));

/** The filtered plans in the list's ordering (active plans first, cheapest first, by default). */
export const { rows: listPlans, count: countPlans } = tableList(
  subscriptionPlans,
  planWhere,
  columnSortKeys(subscriptionPlans, SUBSCRIPTION_PLAN_ORDERING_FIELDS, {
    // Active first, and the cheapest first within each (descending, so the price is negated).
    is_active: [subscriptionPlans.isActive, sql`-${subscriptionPlans.price}`],
  }),
);

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

export type CustomerPlanFilter = {
  status?: CustomerPlanRow['up']['status'];
  customerId?: number;
  /** Start dates, as days (YYYY-MM-DD), both included. */
  startFrom?: string;
  startTo?: string;
};
export type CustomerPlanPage = ListPage<(typeof USER_SUBSCRIPTION_PLAN_ORDERING_FIELDS)[number], true>;

const customerPlanWhere = (f: CustomerPlanFilter) =>
  and(
    f.status ? eq(userSubscriptionPlans.status, f.status) : undefined,
    f.customerId ? eq(userSubscriptionPlans.customerId, f.customerId) : undefined,
    f.startFrom ? gte(userSubscriptionPlans.startDate, f.startFrom) : undefined,
    f.startTo ? lte(userSubscriptionPlans.startDate, f.startTo) : undefined,
  );

const customerPlanSortKeys = columnSortKeys(userSubscriptionPlans, USER_SUBSCRIPTION_PLAN_ORDERING_FIELDS);

/** A page of customers' plans in the list's ordering (latest start first by default), with plan and customer. */
export async function listCustomerPlanRows(
  db: DbOrTx,
  f: CustomerPlanFilter,
  page: CustomerPlanPage,
): Promise<CustomerPlanRow[]> {
  const query = db
    .select({ up: userSubscriptionPlans, plan: subscriptionPlans, customer: customers })
    .from(userSubscriptionPlans)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptionPlans.planId))
    .innerJoin(customers, eq(customers.id, userSubscriptionPlans.customerId))
    .where(customerPlanWhere(f))
    .orderBy(...orderByOf(page.ordering, customerPlanSortKeys, userSubscriptionPlans.id))
    .$dynamic();
  return paged(query, page);
}

export async function countCustomerPlans(db: DbOrTx, f: CustomerPlanFilter): Promise<number> {
  return cappedCount(db, userSubscriptionPlans, customerPlanWhere(f), countCap());
}
