import { AppError } from '../../lib/app-error';
import { filteredList } from '../../lib/list-service';
import { searchDaysFilter } from '../../lib/lists';
import { recordChange, recordEntry, type Actor } from '../audit-log/audit-log.service';
import * as repo from './subscriptions.repository';

import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
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

function toCustomerPlan({ up, plan, customer }: repo.CustomerPlanRow): TUserSubscriptionPlan {
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

/** The plans the filters select, in the query's ordering: a page, or every one of them without a limit. */
export const planList = filteredList({
  filter: (q: TSubscriptionPlanListQuery, clock: Clock) => searchDaysFilter(q, clock.timeZone),
  rows: repo.listPlans,
  count: repo.countPlans,
  item: toPlan,
});

export async function createPlan(
  db: Db,
  actor: Actor,
  input: TSaveSubscriptionPlanRequest,
): Promise<TSubscriptionPlan> {
  return db.transaction(async (tx) => {
    const plan = toPlan(await repo.insertPlan(tx, values(input)));
    await recordChange(
      tx,
      actor,
      recordEntry('subscriptions', { noun: 'plan', name: plan.name }, { after: plan }),
    );
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
    await recordChange(
      tx,
      actor,
      recordEntry(
        'subscriptions',
        { noun: 'plan', name: plan.name },
        { before: toPlan(before), after: plan },
      ),
    );
    return plan;
  });
}

/** The customers' plans the filters select, in the query's ordering (latest start first by default). */
export const customerPlanList = filteredList({
  filter: (q: TUserSubscriptionPlanQuery): repo.CustomerPlanFilter => ({
    status: q.status,
    customerId: q.user,
    startFrom: q.from_date,
    startTo: q.to_date,
  }),
  rows: repo.listCustomerPlanRows,
  count: repo.countCustomerPlans,
  item: toCustomerPlan,
});
