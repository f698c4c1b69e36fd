import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { accounts } from './accounts';
import { customers } from './orders';

import type { TCoinSource } from '@printhub/contract';

/**
 * Every coin movement of a customer. The balance is the ledger's sum; customers.coin_balance keeps that
 * sum, written in the same transaction as the entry, and a CHECK keeps it from going below zero.
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    source: text('source').$type<TCoinSource>().notNull(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coin_ledger_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    check('coin_ledger_amount_check', sql`${t.amount} <> 0`),
    check(
      'coin_ledger_source_check',
      sql`${t.source} in ('qr_redemption', 'voucher_purchase', 'referral', 'admin_adjustment')`,
    ),
  ],
);

export const contactUs = pgTable(
  'contact_us',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_us_created_at_idx').on(t.createdAt.desc().nullsFirst())],
);

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

export const configurations = pgTable('configurations', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
});
