import { describe, expect, it } from 'vitest';

import { itAllowsOnlySuperAdmins, useTestContext } from '../../../test/helper';
import { customers, subscriptionPlans, userSubscriptionPlans } from '../../db/schema';

const ctx = useTestContext();
const call = (...args: Parameters<typeof ctx.t.call>) => ctx.t.call(...args);

itAllowsOnlySuperAdmins(ctx, [
  ['GET', '/api/subscription-plans/'],
  ['POST', '/api/subscription-plans/', { name: 'P', price: 1, period: 'monthly', pages_included: 1 }],
  ['PUT', '/api/subscription-plans/1/', { name: 'P', price: 1, period: 'monthly', pages_included: 1 }],
  ['GET', '/api/user-subscription-plans/'],
]);

describe('subscription plans and user plans', () => {
  it('creates, edits and deactivates a plan; refuses bad values', async () => {
    const created = await call('POST', '/api/subscription-plans/', {
      name: 'Student',
      price: 199,
      period: 'monthly',
      pages_included: 300,
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json();
    const edited = await call('PUT', `/api/subscription-plans/${plan.id}/`, {
      ...plan,
      price: 249,
      is_active: false,
    });
    expect(edited.json()).toMatchObject({ price: 249, is_active: false });
    const bad = await call('POST', '/api/subscription-plans/', {
      name: '',
      price: -1,
      period: 'weekly',
      pages_included: 0,
    });
    expect(
      bad
        .json()
        .errors.map((e: { context: { key: string } }) => e.context.key)
        .sort(),
    ).toEqual(['name', 'pages_included', 'period', 'price']);
    expect(
      (
        await call('PUT', '/api/subscription-plans/999999/', {
          name: 'X',
          price: 1,
          period: 'yearly',
          pages_included: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists user plans with the user and plan names, filtered by status', async () => {
    const [customer] = await ctx.t.database.db
      .insert(customers)
      .values({ firstName: 'Sara', lastName: 'Khan', email: 'sara.plan@example.com' })
      .returning();
    const [plan] = await ctx.t.database.db
      .insert(subscriptionPlans)
      .values({ name: 'Office', price: 999, period: 'quarterly', pagesIncluded: 2000 })
      .returning();
    await ctx.t.database.db.insert(userSubscriptionPlans).values([
      {
        customerId: customer!.id,
        planId: plan!.id,
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        status: 'expired',
      },
      {
        customerId: customer!.id,
        planId: plan!.id,
        startDate: '2026-04-01',
        endDate: '2026-06-30',
        status: 'active',
      },
    ]);
    const active = (await call('GET', '/api/user-subscription-plans/?status=active')).json();
    expect(active.count).toBe(1);
    expect(active.results[0]).toMatchObject({
      user_name: 'Sara Khan',
      plan_name: 'Office',
      start_date: '2026-04-01',
      status: 'active',
    });
    expect((await call('GET', `/api/user-subscription-plans/?user=${customer!.id}`)).json().count).toBe(2);
    expect((await call('GET', '/api/user-subscription-plans/?status=paused')).statusCode).toBe(400);
  });
});
