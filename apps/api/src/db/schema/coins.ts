import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { customers } from './customers';
import { accounts } from './staff-users';

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
