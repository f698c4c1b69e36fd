import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { bytea } from '../columns';
import { clients } from './clients';
import { customers } from './customers';

/**
 * A voucher offer of a client; its codes are in voucher_codes. Cost is in coins. A row with an upload_id is
 * part of a CSV upload still being written: no read sees it (nor its codes) until the upload's last step
 * clears the column; a failed upload deletes it, and so does the clean-up once the upload's lease (in
 * `leases`) has expired.
 */
export const voucherInfos = pgTable(
  'voucher_infos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    voucherDetail: text('voucher_detail').notNull(),
    cost: integer('cost').notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    image: bytea('image'),
    imageUrl: text('image_url'),
    isSingle: boolean('is_single').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    uploadId: uuid('upload_id'),
  },
  (t) => [
    index('voucher_infos_upload_idx')
      .on(t.uploadId)
      .where(sql`${t.uploadId} is not null`),
    index('voucher_infos_created_on_idx').on(t.createdOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    unique('voucher_infos_id_client_key').on(t.id, t.clientId),
    index('voucher_infos_client_idx').on(t.clientId),
    check('voucher_infos_cost_check', sql`${t.cost} >= 0`),
  ],
);

/**
 * One redeemable code. client_id is repeated from the voucher (and kept equal to it by the composite foreign
 * Key) so that a code is unique per client by an index, whatever writes the row.
 */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    voucherInfoId: integer('voucher_info_id').notNull(),
    clientId: integer('client_id').notNull(),
    voucherCode: text('voucher_code').notNull(),
    isAssigned: boolean('is_assigned').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    // The code follows its voucher: deleted with it, moved when the voucher changes client.
    foreignKey({
      name: 'voucher_codes_voucher_fk',
      columns: [t.voucherInfoId, t.clientId],
      foreignColumns: [voucherInfos.id, voucherInfos.clientId],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('voucher_codes_client_code_key').on(t.clientId, t.voucherCode),
    index('voucher_codes_info_idx').on(t.voucherInfoId, t.id),
  ],
);

/**
 * A user's purchase of a voucher: the code they got and the coins it cost. The code cannot be deleted while
 * this row exists (no cascade), which is what makes "a bought voucher cannot be deleted" hold in the database.
 */
export const voucherPurchases = pgTable(
  'voucher_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    voucherCodeId: integer('voucher_code_id')
      .notNull()
      .references(() => voucherCodes.id),
    coins: integer('coins').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_purchases_code_key').on(t.voucherCodeId),
    index('voucher_purchases_customer_idx').on(t.customerId, t.purchasedAt.desc().nullsFirst()),
  ],
);
