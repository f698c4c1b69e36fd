import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { bytea } from '../columns';
import { orders } from './orders';

import type { TPreflight } from '@printhub/contract';

/**
 * The PDFs of an order. The bytes live in `order_file_chunks`, written and read one chunk at a time, so a
 * file of any size costs one chunk of memory, or, with `storage_key` set, in the S3-compatible storage under
 * that key; `size` and `sha256` are of the whole file.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pages: integer('pages').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256'),
    /** The object holding the bytes in S3-compatible storage; null: they are in `order_file_chunks`. */
    storageKey: text('storage_key'),
    /** What the preflight found at upload (null: stored before preflight existed). */
    preflight: jsonb('preflight').$type<TPreflight>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_files_order_idx').on(t.orderId),
    // The sweep of unused objects asks whether a key is still some row's.
    uniqueIndex('order_files_storage_key_key').on(t.storageKey),
    check('order_files_counts_check', sql`${t.pages} >= 0 and ${t.size} >= 0`),
  ],
);

/** A file's bytes, `seq` 0, 1, 2… in order, each chunk at most ORDER_FILE_CHUNK_BYTES. */
export const orderFileChunks = pgTable(
  'order_file_chunks',
  {
    orderFileId: integer('order_file_id')
      .notNull()
      .references(() => orderFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderFileId, t.seq] })],
);

/**
 * Pages of a file rendered as PNG images (`width` pixels wide), kept once rendered: a file never changes,
 * so neither does its picture. `failed`: the page could not be rendered within the limits and the image is
 * the placeholder shown instead. The PNG is `data`, or the object `storage_key` in S3-compatible storage.
 */
export const orderFilePages = pgTable(
  'order_file_pages',
  {
    orderFileId: integer('order_file_id')
      .notNull()
      .references(() => orderFiles.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    width: integer('width').notNull(),
    failed: boolean('failed').notNull(),
    data: bytea('data'),
    storageKey: text('storage_key'),
  },
  (t) => [
    primaryKey({ columns: [t.orderFileId, t.page, t.width] }),
    uniqueIndex('order_file_pages_storage_key_key').on(t.storageKey),
    check('order_file_pages_one_place_check', sql`(${t.data} is null) <> (${t.storageKey} is null)`),
  ],
);
