import { and, asc, eq, gte, sql, type Placeholder, type SQL } from 'drizzle-orm';

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
  dueAt: Date;
  assignedUser: number | null;
};

/**
 * A column's page of cards, soonest due first (the id breaks ties): the page's ids are read from the column's
 * index alone (a deferred join), then only those rows. The delivered column's index holds its due dates and
 * assignees, so a day of deliveries is sorted without reading each order.
 */
function cardsQuery(
  db: Db,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.dueAt), asc(orders.id))
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  return db
    .select({
      id: orders.id,
      status: sql<TProductionStatus>`${orders.status}`,
      title: orders.title,
      firstName: orders.firstName,
      lastName: orders.lastName,
      pdfPageCount: orders.pdfPageCount,
      copies: orders.copies,
      options: orders.options,
      rush: orders.rush,
      dueAt: orders.dueAt,
      assignedUser: orders.assignedUser,
    })
    .from(orders)
    .innerJoin(pageIds, eq(pageIds.id, orders.id))
    .orderBy(asc(orders.dueAt), asc(orders.id));
}

/** An open column's page, everyone's or one staff user's, as a prepared statement. */
const openCardsStatement = (status: OpenStatus, mine: boolean) =>
  preparedPerDb((db) =>
    cardsQuery(
      db,
      and(openPrints([status]), mine ? assignedSlot() : undefined),
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare(`board_cards_${status.replaceAll('-', '_')}${mine ? '_mine' : ''}`),
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
  if (status === 'delivered') return cardsQuery(db, deliveredToday(scope), limit, offset);
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
