import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';

import { OPEN_ORDER_STATUSES } from '@printhub/contract';

import { preparedPerDb, slot } from '../../db/prepared';
import { orderFiles, orders } from '../../db/schema';

import type { Db } from '../../db/client';
import type { TProductionStatus, TPreflightWarning } from '@printhub/contract';

// The production board's statements: one column's cards, every column's count, and the cards' files. Each
// column reads a partial index of its own (open print orders by status and due date; delivered print orders
// by last change), so their cost follows the open orders, not the order book.
//
// The open columns' statements are prepared (planning them cost about as much as running them): their order
// type and status are written into the statement as constants, not parameters, so that a plan PostgreSQL keeps
// for every execution still meets the partial indexes' conditions. The delivered column's are planned for each
// request: a plan made without knowing when today began would walk the orders by due date.

/** Whose orders the board shows (a staff user's own, or everyone's), and when today began in the shop. */
export type BoardScope = { assignedUser?: number; todayFrom: Date };

type OpenStatus = (typeof OPEN_ORDER_STATUSES)[number];

/** Print orders of the given open statuses, as constants of the statement's text (the values are fixed). */
const openPrints = (statuses: readonly OpenStatus[]) =>
  sql`${orders.orderType} = 'print' and ${orders.status} in (${sql.raw(statuses.map((s) => `'${s}'`).join(', '))})`;

/** The staff user's orders, their id the placeholder `assignedUser`. */
const assignedSlot = () => eq(orders.assignedUser, slot('assignedUser', orders.assignedUser));

/** The delivered column: print orders delivered and last changed today. */
const deliveredToday = (scope: BoardScope) =>
  and(
    eq(orders.orderType, 'print'),
    eq(orders.status, 'delivered'),
    gte(orders.updatedAt, scope.todayFrom),
    scope.assignedUser !== undefined ? eq(orders.assignedUser, scope.assignedUser) : undefined,
  );

export type CardRow = {
  id: number;
  status: TProductionStatus;
  title: string;
  firstName: string;
  lastName: string;
  pdfPageCount: number;
  copies: number;
  options: typeof orders.$inferSelect.options;
  rush: boolean;
  /** ISO 8601, as `Date#toISOString` writes it (milliseconds, UTC). */
  dueAt: string;
  assignedUser: number | null;
};

/**
 * A card's columns. The due date comes written as the answer wants it: parsing the driver's text into a `Date`
 * and writing that out again cost more than the rest of the card.
 */
const cardFields = {
  id: orders.id,
  status: sql<TProductionStatus>`${orders.status}`,
  title: orders.title,
  firstName: orders.firstName,
  lastName: orders.lastName,
  pdfPageCount: orders.pdfPageCount,
  copies: orders.copies,
  options: orders.options,
  rush: orders.rush,
  dueAt: sql<string>`to_char(${orders.dueAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  assignedUser: orders.assignedUser,
};

/**
 * An open column's page, soonest due first (the id breaks ties), read in the order of the column's index. An
 * open column holds the newest orders, so walking its index to the page costs less than a deferred join.
 */
const openCardsQuery = (db: Db, where: SQL | undefined) =>
  db
    .select(cardFields)
    .from(orders)
    .where(where)
    .orderBy(asc(orders.dueAt), asc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

/**
 * The delivered column's page, soonest due first: the page's ids are sorted from the column's index alone
 * (it holds the day's deliveries with their due dates and assignees), then only those rows are read.
 */
function deliveredCardsQuery(db: Db, scope: BoardScope, limit: number, offset: number) {
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(deliveredToday(scope))
    .orderBy(asc(orders.dueAt), asc(orders.id))
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  return db
    .select(cardFields)
    .from(orders)
    .innerJoin(pageIds, eq(pageIds.id, orders.id))
    .orderBy(asc(orders.dueAt), asc(orders.id));
}

/** An open column's page, everyone's or one staff user's, as a prepared statement. */
const openCardsStatement = (status: OpenStatus, mine: boolean) =>
  preparedPerDb((db) =>
    openCardsQuery(db, and(openPrints([status]), mine ? assignedSlot() : undefined)).prepare(`board_cards_${status.replaceAll('-', '_')}${mine ? '_mine' : ''}`),
  );
const openCards = new Map(
  OPEN_ORDER_STATUSES.flatMap((status) =>
    [false, true].map((mine) => [`${status}/${mine}`, openCardsStatement(status, mine)] as const),
  ),
);

/** One column's cards, soonest due first (the id breaks ties), from `offset`. */
export async function columnCards(
  db: Db,
  status: TProductionStatus,
  scope: BoardScope,
  offset: number,
  limit: number,
): Promise<CardRow[]> {
  if (status === 'delivered') return deliveredCardsQuery(db, scope, limit, offset);
  const mine = scope.assignedUser !== undefined;
  return openCards.get(`${status}/${mine}`)!(db).execute({ assignedUser: scope.assignedUser, limit, offset });
}

export type CardFileRow = { orderId: number; id: number; name: string; warnings: TPreflightWarning[] };

const cardFilesStatement = preparedPerDb((db) =>
  db
    .select({
      orderId: orderFiles.orderId,
      id: orderFiles.id,
      name: orderFiles.name,
      warnings: sql<TPreflightWarning[]>`coalesce(${orderFiles.preflight} -> 'warnings', '[]'::jsonb)`,
    })
    .from(orderFiles)
    .where(sql`${orderFiles.orderId} = any(${sql.placeholder('orderIds')}::int[])`)
    .orderBy(asc(orderFiles.orderId), asc(orderFiles.id))
    .prepare('board_card_files'),
);

/**
 * The files of the given orders, each with its name and preflight warnings (a file stored before preflight
 * has none), by order and in upload order: one statement for every card of the board.
 */
export async function cardFiles(db: Db, orderIds: number[]): Promise<CardFileRow[]> {
  if (orderIds.length === 0) return [];
  return cardFilesStatement(db).execute({ orderIds });
}

/** Every open column's count, everyone's or one staff user's, as a prepared statement. */
const openCountsStatement = (mine: boolean) =>
  preparedPerDb((db) =>
    db
      .select({ status: sql<TProductionStatus>`${orders.status}`, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(openPrints(OPEN_ORDER_STATUSES), mine ? assignedSlot() : undefined))
      .groupBy(orders.status)
      .prepare(`board_counts${mine ? '_mine' : ''}`),
  );
const openCounts = { everyone: openCountsStatement(false), mine: openCountsStatement(true) };

/**
 * How many orders each column holds (columns without orders are absent). Two statements, so that each reads
 * its own partial index: the open columns' counts from the index alone, the delivered ones by last change.
 */
export async function columnCounts(
  db: Db,
  scope: BoardScope,
): Promise<{ status: TProductionStatus; n: number }[]> {
  const [open, delivered] = await Promise.all([
    scope.assignedUser !== undefined
      ? openCounts.mine(db).execute({ assignedUser: scope.assignedUser })
      : openCounts.everyone(db).execute(),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(deliveredToday(scope)),
  ]);
  return [...open, { status: 'delivered', n: delivered[0]?.n ?? 0 }];
}
