import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { accounts, coupons, customers, orderFiles, orders, orderStatusHistory } from '../../db/schema';

import type { DbOrTx } from '../../db/client';
import type { TPreflight } from '@printhub/contract';

export type NewOrder = typeof orders.$inferInsert;
export type CustomerOrderRow = typeof orders.$inferSelect;

/** The contact details an order keeps a copy of. */
export async function findContact(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      mobile: customers.mobile,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}

export async function insertOrder(db: DbOrTx, values: NewOrder): Promise<CustomerOrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

/** One more use of a coupon, counted in the caller's transaction. */
export async function addCouponUse(db: DbOrTx, couponId: number): Promise<void> {
  await db
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} + 1` })
    .where(eq(coupons.id, couponId));
}

/** A page of one customer's orders, newest first, with how many they have. */
export async function listCustomerOrders(
  db: DbOrTx,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: CustomerOrderRow[]; count: number }> {
  const where = eq(orders.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The order if it is this customer's, else null. */
export async function findCustomerOrder(db: DbOrTx, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

export type FileSummary = {
  id: number;
  orderId: number;
  name: string;
  pages: number;
  size: number;
  preflight: TPreflight | null;
};

/** What a list of an order's files shows of each. */
export const fileSummaryColumns = {
  id: orderFiles.id,
  orderId: orderFiles.orderId,
  name: orderFiles.name,
  pages: orderFiles.pages,
  size: orderFiles.size,
  preflight: orderFiles.preflight,
};

/** The files of these orders, in upload order. */
export async function listFilesOf(db: DbOrTx, orderIds: number[]): Promise<FileSummary[]> {
  if (orderIds.length === 0) return [];
  return db
    .select(fileSummaryColumns)
    .from(orderFiles)
    .where(inArray(orderFiles.orderId, orderIds))
    .orderBy(orderFiles.id);
}

const changer = alias(accounts, 'changer');
const assignee = alias(accounts, 'assignee');

/** The order's timeline, newest first, with the full names of who made each change and of the assignee. */
export async function listTimeline(db: DbOrTx, orderId: number) {
  return db
    .select({
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      changedAt: orderStatusHistory.changedAt,
      changedByName: changer.fullName,
      assignedToName: assignee.fullName,
    })
    .from(orderStatusHistory)
    .leftJoin(changer, eq(changer.id, orderStatusHistory.changedBy))
    .leftJoin(assignee, eq(assignee.id, orderStatusHistory.toAssignedUser))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(desc(orderStatusHistory.changedAt), desc(orderStatusHistory.id));
}
