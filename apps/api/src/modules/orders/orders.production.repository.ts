import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';

import { OPEN_ORDER_STATUSES } from '@printhub/contract';

import { orderFiles, orders } from '../../db/schema';

import type { DbOrTx } from '../../db/client';
import type { TProductionStatus, TPreflightWarning } from '@printhub/contract';

// The production board's statements: one column's cards, and every column's count. Each reads a partial
// index of its own (open print orders by status and due date; delivered print orders by last change), so
// their cost follows the open orders, not the order book.

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
  /** Each file's name and preflight warnings, in upload order (a file stored before preflight has none). */
  filesPreflight: { id: number; name: string; warnings: TPreflightWarning[] }[];
};

/** One column's cards, soonest due first (the id breaks ties), from `offset`. */
export async function columnCards(
  db: DbOrTx,
  status: TProductionStatus,
  scope: BoardScope,
  offset: number,
  limit: number,
): Promise<CardRow[]> {
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
      // Qualified by hand: inside a single-table select Drizzle writes a column without its table.
      filesPreflight: sql<CardRow['filesPreflight']>`(select coalesce(jsonb_agg(jsonb_build_object(
        'id', f.id, 'name', f.name, 'warnings', coalesce(f.preflight -> 'warnings', '[]'::jsonb)) order by f.id), '[]'::jsonb)
        from ${orderFiles} f where f.order_id = ${sql.raw('"orders"."id"')})`,
    })
    .from(orders)
    .where(columnWhere(status, scope))
    .orderBy(asc(orders.dueAt), asc(orders.id))
    .limit(limit)
    .offset(offset);
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
