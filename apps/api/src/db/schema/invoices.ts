import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The last invoice number given in each financial year (`2026-27`). A number is taken by raising this row in
 * the transaction that gives it: the row stays locked until that transaction ends, so numbers come out one
 * after the other, and a rollback gives its number back. (A sequence would not: what it hands out is gone
 * even when the transaction that asked rolls back.)
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    financialYear: text('financial_year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    check('invoice_counters_year_check', sql`${t.financialYear} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check('invoice_counters_number_check', sql`${t.lastNumber} >= 1`),
  ],
);
