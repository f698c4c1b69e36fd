import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { accounts } from './accounts';
import { customers } from './orders';

/**
 * Customers who have referred someone: one row each, written with their first referral. The referral
 * screen pages over this table (by customer id), so a page costs the same however many referrals exist.
 */
export const referrers = pgTable('referrers', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  firstReferralAt: timestamp('first_referral_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A referred customer (referred once) and what their purchases came to. */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => referrers.customerId, { onDelete: 'cascade' }),
    referredId: integer('referred_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    saleAmount: numeric('sale_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referrals_referred_key').on(t.referredId),
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    check('referrals_sale_amount_check', sql`${t.saleAmount} >= 0`),
    check('referrals_not_self_check', sql`${t.referrerId} <> ${t.referredId}`),
  ],
);

/** One fulfilled claim: a reward the business handed over for one referral that bought something. */
export const referralClaims = pgTable(
  'referral_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => referrers.customerId, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    fulfilledBy: integer('fulfilled_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('referral_claims_referrer_idx').on(t.referrerId, t.claimedAt.desc().nullsFirst())],
);

/** Discount coupons; codes are stored in capitals and unique. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    oneTimeOnly: boolean('one_time_only').notNull().default(false),
    isForNew: boolean('isfornew').notNull().default(false),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('coupons_discount_check', sql`${t.discountPercentage} between 1 and 100`),
    check('coupons_dates_check', sql`${t.validTo} >= ${t.validFrom}`),
    check('coupons_usage_check', sql`${t.usageCount} >= 0`),
  ],
);
