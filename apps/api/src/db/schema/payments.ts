import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { orders } from './orders';
import { accounts } from './staff-users';

import type { TPaymentMethod } from '@printhub/contract';

/**
 * Money received for an order (a positive amount) or paid back to its customer (a refund: negative, with its
 * reason). Rows are never changed or deleted: the order's `paid_amount` is their sum.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    method: text('method').$type<TPaymentMethod>().notNull(),
    reference: text('reference'),
    reason: text('reason'),
    recordedBy: integer('recorded_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** `RCT-42-2`: the order's id and the payment's place among its payments (numbered under the order's lock). */
    receiptNumber: text('receipt_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.id),
    uniqueIndex('payments_receipt_number_key').on(t.receiptNumber),
    check('payments_amount_check', sql`${t.amount} <> 0`),
    check('payments_method_check', sql`${t.method} in ('cash', 'upi', 'card', 'bank')`),
    check('payments_refund_reason_check', sql`${t.amount} > 0 or ${t.reason} is not null`),
  ],
);
