import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
