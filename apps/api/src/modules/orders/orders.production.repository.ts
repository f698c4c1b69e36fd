import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';

import { OPEN_ORDER_STATUSES } from '@printhub/contract';

import { orderFiles, orders } from '../../db/schema';

import type { DbOrTx } from '../../db/client';
import type { TProductionStatus, TPreflightWarning } from '@printhub/contract';

// The production board's statements: one column's cards, every column's count, and the cards' files. Each
// column reads a partial index of its own (open print orders by status and due date; delivered print orders
// by last change), so their cost follows the open orders, not the order book.

/** Whose orders the board shows (a staff user's own, or everyone's), and when today began in the shop. */
export type BoardScope = { assignedUser?: number; todayFrom: Date };

/** A column's orders: print orders of that status; for `delivered`, those last changed today. */
function columnWhere(status: TProductionStatus, scope: BoardScope): SQL | undefined {
  return and(
    eq(orders.orderType, 'print'),
    eq(orders.status, status),
    status === 'delivered' ? gte(orders.updatedAt, scope.todayFrom) : undefined,
    scope.assignedUser !== undefined ? eq(orders.assignedUser, scope.assignedUser) : undefined,
  );
}

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
 * One column's cards, soonest due first (the id breaks ties), from `offset`: the page's ids are read from the
 * column's index alone (a deferred join), then only those rows. The delivered column's index holds its due
 * dates and assignees, so a day of deliveries is sorted without reading each order.
 */
export async function columnCards(
  db: DbOrTx,
  status: TProductionStatus,
  scope: BoardScope,
  offset: number,
  limit: number,
): Promise<CardRow[]> {
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(columnWhere(status, scope))
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

export type CardFileRow = { orderId: number; id: number; name: string; warnings: TPreflightWarning[] };

/**
 * The files of the given orders, each with its name and preflight warnings (a file stored before preflight
 * has none), by order and in upload order: one statement for every card of the board.
 */
export async function cardFiles(db: DbOrTx, orderIds: number[]): Promise<CardFileRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderFiles.orderId,
      id: orderFiles.id,
      name: orderFiles.name,
      warnings: sql<TPreflightWarning[]>`coalesce(${orderFiles.preflight} -> 'warnings', '[]'::jsonb)`,
    })
    .from(orderFiles)
    .where(sql`${orderFiles.orderId} = any(${sql.param(orderIds)}::int[])`)
    .orderBy(asc(orderFiles.orderId), asc(orderFiles.id));
}

/**
 * How many orders each column holds (columns without orders are absent). Two statements, so that each reads
 * its own partial index: the open columns' counts from the index alone, the delivered ones by last change.
 */
export async function columnCounts(
  db: DbOrTx,
  scope: BoardScope,
): Promise<{ status: TProductionStatus; n: number }[]> {
  const mine = scope.assignedUser !== undefined ? eq(orders.assignedUser, scope.assignedUser) : undefined;
  const [open, delivered] = await Promise.all([
    db
      .select({ status: sql<TProductionStatus>`${orders.status}`, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.orderType, 'print'), inArray(orders.status, OPEN_ORDER_STATUSES), mine))
      .groupBy(orders.status),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(columnWhere('delivered', scope)),
  ]);
  return [...open, { status: 'delivered', n: delivered[0]?.n ?? 0 }];
}
