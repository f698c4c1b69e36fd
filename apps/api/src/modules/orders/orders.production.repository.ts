import { and, eq, gte, sql } from 'drizzle-orm';

import { OPEN_ORDER_STATUSES } from '@printhub/contract';

import { preparedPerDb, slot } from '../../db/prepared';
import { orders } from '../../db/schema';

import type { Db } from '../../db/client';
import type { TProductionStatus } from '@printhub/contract';

// The production board's counts (its cards and their files: orders.production.cards.repository.ts). Each
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
