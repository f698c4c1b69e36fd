import { asc, inArray } from 'drizzle-orm';

import { orderFiles, orders } from '../../db/schema';
import { fileSummaryColumns } from './orders.customer.repository';

import type { DbOrTx } from '../../db/client';

/** Who may see each of the orders (the ones that exist): what a ticket's access rule needs. */
export async function findOrderOwners(db: DbOrTx, ids: readonly number[]) {
  return db
    .select({ id: orders.id, assignedUser: orders.assignedUser })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
}

/** What a ticket prints of each order. */
export async function findTicketOrders(db: DbOrTx, ids: readonly number[]) {
  return db
    .select({
      id: orders.id,
      printRef: orders.printRef,
      firstName: orders.firstName,
      lastName: orders.lastName,
      mobile: orders.mobile,
      title: orders.title,
      copies: orders.copies,
      options: orders.options,
      rush: orders.rush,
      dueAt: orders.dueAt,
      deliveryAddress: orders.deliveryAddress,
    })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
}
export type TicketOrderRow = Awaited<ReturnType<typeof findTicketOrders>>[number];

/** The files of the orders, in the order they were uploaded. */
export async function findTicketFiles(db: DbOrTx, orderIds: readonly number[]) {
  return db
    .select({
      ...fileSummaryColumns,
      /** Null while the file's bytes are being stored: no page of it can be drawn yet. */
      sha256: orderFiles.sha256,
      storageKey: orderFiles.storageKey,
    })
    .from(orderFiles)
    .where(inArray(orderFiles.orderId, [...orderIds]))
    .orderBy(asc(orderFiles.id));
}
export type TicketFileRow = Awaited<ReturnType<typeof findTicketFiles>>[number];
