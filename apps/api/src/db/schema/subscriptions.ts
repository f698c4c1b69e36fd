import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { customers } from './customers';

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    period: text('period').$type<'monthly' | 'quarterly' | 'yearly'>().notNull(),
    pagesIncluded: integer('pages_included').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscription_plans_period_check', sql`${t.period} in ('monthly', 'quarterly', 'yearly')`),
    check('subscription_plans_numbers_check', sql`${t.price} >= 0 and ${t.pagesIncluded} >= 1`),
  ],
);

export const userSubscriptionPlans = pgTable(
  'user_subscription_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status').$type<'active' | 'expired' | 'cancelled'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_subscription_plans_customer_idx').on(t.customerId),
    index('user_subscription_plans_status_idx').on(t.status, t.startDate.desc().nullsFirst()),
    check('user_subscription_plans_status_check', sql`${t.status} in ('active', 'expired', 'cancelled')`),
    check('user_subscription_plans_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
