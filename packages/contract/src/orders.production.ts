import { z } from 'zod';

import { oneOf, wholeNumber } from './common';
import { ZPrintOptions } from './orders';
import { ZPreflightWarning } from './orders.preflight';

/** Cards per column of the production board (a column's further cards come with `offset`). */
export const PRODUCTION_COLUMN_SIZE = 100;

/** The board's columns: the statuses of open orders, then the orders delivered today. */
export const PRODUCTION_STATUSES = ['confirmed', 'assigned', 'out-for-delivery', 'delivered'] as const;
/** A board column's status (a cancelled order is on no column). */
export const ZProductionStatus = oneOf(PRODUCTION_STATUSES);
export type TProductionStatus = z.infer<typeof ZProductionStatus>;

/** A column's heading on the board (the delivered column holds only the orders delivered today). */
export const PRODUCTION_COLUMN_LABELS: Record<TProductionStatus, string> = {
  confirmed: 'Confirmed',
  assigned: 'Assigned',
  'out-for-delivery': 'Out For Delivery',
  delivered: 'Delivered today',
};

/** GET /api/production/: every column's first cards, or (`status`) one column from `offset`. */
export const ZProductionQuery = z.object({
  status: ZProductionStatus.optional(),
  offset: wholeNumber(0, 100_000).default(0),
});
export type TProductionQuery = z.infer<typeof ZProductionQuery>;

/**
 * One order as a card of the board: what the card shows and what moving it needs, nothing more (every open
 * board asks for its cards every 10 s).
 */
export const ZProductionCard = z.object({
  id: z.number().int(),
  status: ZProductionStatus,
  title: z.string(),
  customer_name: z.string(),
  pdf_page_count: z.number().int(),
  copies: z.number().int(),
  options: ZPrintOptions,
  rush: z.boolean(),
  /** ISO 8601. */
  due_at: z.string(),
  /** The order's first file (its first page is the card's thumbnail); null for an order without files. */
  first_file_id: z.number().int().nullable(),
  /**
   * The preflight warnings of the order's files, one per kind (the card's chips); when the order has several
   * files, each message names its file.
   */
  preflight_warnings: z.array(ZPreflightWarning),
});
export type TProductionCard = z.infer<typeof ZProductionCard>;

export const ZProductionColumn = z.object({
  status: ZProductionStatus,
  /** Every order of the column, not only the cards sent. */
  count: z.number().int(),
  /** Up to PRODUCTION_COLUMN_SIZE cards, soonest due first, from the query's offset. */
  results: z.array(ZProductionCard),
});
export type TProductionColumn = z.infer<typeof ZProductionColumn>;

export const ZProductionBoard = z.object({ columns: z.array(ZProductionColumn) });
export type TProductionBoard = z.infer<typeof ZProductionBoard>;
