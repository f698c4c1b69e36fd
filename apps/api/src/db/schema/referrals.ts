import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { customers } from './customers';
import { accounts } from './staff-users';

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
    /** The coins the claim paid (null: fulfilled before claims kept their reward). */
    rewardCoins: integer('reward_coins'),
  },
  (t) => [index('referral_claims_referrer_idx').on(t.referrerId, t.claimedAt.desc().nullsFirst())],
);
