import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { bytea } from '../columns';
import { coinLedger } from './coins';
import { customers } from './customers';

export const QR_SCAN_OUTCOMES = ['redirect', 'image', 'inactive', 'expired'] as const;
export type TQrScanOutcome = (typeof QR_SCAN_OUTCOMES)[number];

/**
 * Redeemable QR codes. A QR either redirects to a URL or shows a PNG, never both and
 * never neither: the CHECK keeps that true whatever writes the row.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    company: text('company').notNull(),
    value: integer('value').notNull(),
    validity: timestamp('validity', { withTimezone: true }).notNull(),
    generatedDate: timestamp('generated_date', { withTimezone: true }).notNull().defaultNow(),
    count: integer('count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    redirectionUrl: text('redirection_url').notNull().default(''),
    image: bytea('image'),
    /** How many customers may redeem the code; null: no cap. */
    maxRedemptions: integer('max_redemptions'),
    /** How many customers have redeemed it, raised in the redemption's transaction (under the row lock). */
    redeemed: integer('redeemed').notNull().default(0),
  },
  (t) => [
    uniqueIndex('qr_codes_code_key').on(t.code),
    index('qr_codes_generated_date_idx').on(t.generatedDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('qr_codes_value_check', sql`${t.value} >= 0 and ${t.count} >= 0`),
    check('qr_codes_code_check', sql`${t.code} <> ''`),
    check('qr_codes_max_redemptions_check', sql`${t.maxRedemptions} is null or ${t.maxRedemptions} > 0`),
    check('qr_codes_redeemed_check', sql`${t.redeemed} >= 0`),
    check('qr_codes_target_check', sql`(${t.redirectionUrl} <> '') <> (${t.image} is not null)`),
  ],
);

/** One row per scan of a known code: when, by what, and what the scanner got. */
export const qrScans = pgTable(
  'qr_scans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    qrId: integer('qr_id')
      .notNull()
      .references(() => qrCodes.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<TQrScanOutcome>().notNull(),
    userAgent: text('user_agent').notNull().default(''),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('qr_scans_qr_idx').on(t.qrId, t.scannedAt),
    check('qr_scans_outcome_check', sql`${t.outcome} in ('redirect', 'image', 'inactive', 'expired')`),
  ],
);

/**
 * One row per customer who redeemed a QR code: the unique pair makes a second redemption impossible whatever
 * runs at once. `coinEntryId` is the ledger entry of the credit (null for a QR worth 0 coins).
 */
export const qrRedemptions = pgTable(
  'qr_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    qrId: integer('qr_id')
      .notNull()
      .references(() => qrCodes.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull(),
    coinEntryId: integer('coin_entry_id').references(() => coinLedger.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qr_redemptions_qr_customer_key').on(t.qrId, t.customerId),
    index('qr_redemptions_qr_idx').on(t.qrId, t.redeemedAt),
    index('qr_redemptions_customer_idx').on(t.customerId),
  ],
);
