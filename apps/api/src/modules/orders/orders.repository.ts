import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';

import {
  OPEN_ORDER_STATUSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  statusesExcludedBy,
  type TOrderStatus,
  type TOrderType,
  type TPaymentStatus,
} from '@printhub/contract';

import { accounts, orderFiles, orders, orderStatusHistory } from '../../db/schema';
import { containsPattern } from '../../lib/lists';

import type { DbOrTx } from '../../db/client';

export type OrderFilter = {
  /** Any of these statuses. */
  statuses?: TOrderStatus[];
  /** Every status but this one (delivered: neither delivered nor cancelled, see statusesExcludedBy). */
  excludeStatus?: TOrderStatus;
  orderType?: TOrderType;
  excludeOrderType?: TOrderType;
  assignedUser?: number;
  customerId?: number;
  from?: Date;
  /** Exclusive upper bound. */
  until?: Date;
  search?: string;
  /** The `due` filter (orders.due.service's dueBounds): due_at from (inclusive) / until (exclusive). */
  dueFrom?: Date;
  dueUntil?: Date;
  /** Only the open orders (neither delivered nor cancelled). */
  openOnly?: boolean;
  paymentStatus?: TPaymentStatus;
};

/** An exclusion as an IN list of what remains, which the (…, status, created_at) indexes can serve. */
const allBut = <T extends string>(column: PgColumn, values: readonly T[], excluded?: readonly T[]) =>
  excluded
    ? inArray(
        column,
        values.filter((v) => !excluded.includes(v)),
      )
    : undefined;

/**
 * A filter whose values may be placeholders (a statement prepared once per shape, see `preparedList`); the
 * exclusions stay values (they decide the IN list's length), and so does a search (never prepared).
 */
export type WhereOf = {
  statuses?: readonly unknown[];
  excludeStatus?: TOrderStatus;
  orderType?: unknown;
  excludeOrderType?: TOrderType;
  assignedUser?: unknown;
  customerId?: unknown;
  from?: unknown;
  until?: unknown;
  search?: string;
  dueFrom?: unknown;
  dueUntil?: unknown;
  openOnly?: boolean;
  paymentStatus?: unknown;
};

export function whereOf(f: WhereOf): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.statuses ? inArray(orders.status, f.statuses as readonly TOrderStatus[]) : undefined,
    allBut(orders.status, ORDER_STATUSES, f.excludeStatus && statusesExcludedBy(f.excludeStatus)),
    f.orderType ? eq(orders.orderType, f.orderType as TOrderType) : undefined,
    allBut(orders.orderType, ORDER_TYPES, f.excludeOrderType && [f.excludeOrderType]),
    f.assignedUser !== undefined ? eq(orders.assignedUser, f.assignedUser as number) : undefined,
    f.customerId !== undefined ? eq(orders.customerId, f.customerId as number) : undefined,
    f.from ? gte(orders.createdAt, f.from as Date) : undefined,
    f.until ? lt(orders.createdAt, f.until as Date) : undefined,
    f.search ? sql`${orders.searchText} like ${containsPattern(f.search)}` : undefined,
    f.openOnly ? inArray(orders.status, OPEN_ORDER_STATUSES) : undefined,
    f.dueFrom ? gte(orders.dueAt, f.dueFrom as Date) : undefined,
    f.dueUntil ? lt(orders.dueAt, f.dueUntil as Date) : undefined,
    f.paymentStatus ? eq(orders.paymentStatus, f.paymentStatus as TPaymentStatus) : undefined,
  ];
  return and(...parts.filter(Boolean));
}

/** The order lists' filters as a WHERE clause (the dashboard counts with it too). */
export function orderWhere(f: OrderFilter): SQL | undefined {
  return whereOf(f);
}

const assignee = alias(accounts, 'assignee');
const placer = alias(accounts, 'placer');

export const orderColumns = {
  order: orders,
  assignedUserName: assignee.fullName,
  placedByName: placer.fullName,
  // One step of the files' index on order_id, for the rows of a page only.
  firstFileId: sql<number | null>`(select min(f.id) from ${orderFiles} f where f.order_id = ${orders.id})`,
};
export type OrderRow = {
  order: typeof orders.$inferSelect;
  assignedUserName: string | null;
  placedByName: string | null;
  firstFileId: number | null;
};

export function selectOrders(db: DbOrTx) {
  return db
    .select(orderColumns)
    .from(orders)
    .leftJoin(assignee, eq(assignee.id, orders.assignedUser))
    .leftJoin(placer, eq(placer.id, orders.placedBy));
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await selectOrders(db).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

export async function lockOrder(db: DbOrTx, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateOrderState(
  db: DbOrTx,
  id: number,
  state: { status: TOrderStatus; assignedUser: number | null },
): Promise<void> {
  await db
    .update(orders)
    .set({ status: state.status, assignedUser: state.assignedUser, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/** Cancels the order: its status, when and why, in one write. */
export async function markCancelled(
  db: DbOrTx,
  id: number,
  cancel: { reason: string; at: Date },
): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: cancel.at, cancelReason: cancel.reason, updatedAt: cancel.at })
    .where(eq(orders.id, id));
}

/** Whether the order was ever delivered (a delivered order may have been moved back since). */
export async function wasDelivered(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'delivered')))
    .limit(1);
  return row !== undefined;
}

export async function updateDueAt(db: DbOrTx, id: number, dueAt: Date): Promise<void> {
  await db.update(orders).set({ dueAt, updatedAt: new Date() }).where(eq(orders.id, id));
}

export async function insertHistory(
  db: DbOrTx,
  entry: typeof orderStatusHistory.$inferInsert,
): Promise<void> {
  await db.insert(orderStatusHistory).values(entry);
}

const changer = alias(accounts, 'changer');

export async function listHistory(db: DbOrTx, orderId: number) {
  return db
    .select({ entry: orderStatusHistory, changedByName: changer.fullName })
    .from(orderStatusHistory)
    .leftJoin(changer, eq(changer.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(desc(orderStatusHistory.changedAt), desc(orderStatusHistory.id));
}

export async function findByPrintRef(db: DbOrTx, ref: string) {
  const [row] = await db
    .select({ firstName: orders.firstName, title: orders.title, pdfPageCount: orders.pdfPageCount })
    .from(orders)
    .where(eq(orders.printRef, ref))
    .limit(1);
  return row ?? null;
}
