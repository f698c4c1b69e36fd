import { and, eq, ne, sql } from 'drizzle-orm';

import { NOTIFICATION_ORDERING_FIELDS, type TNotificationStatus } from '@printhub/contract';

import { accounts, customers, notifications, notificationTemplates, orders } from '../../db/schema';
import { columnSortKeys, searchWhere, tableList, withinDays, type ListPage } from '../../lib/lists';

import type { DbOrTx } from '../../db/client';
import type { SearchDaysFilter } from '../../lib/lists';
import type { TMailEvent } from '@printhub/contract';

export type NotificationRow = typeof notifications.$inferSelect;
type NewNotification = typeof notifications.$inferInsert;

export type NotificationFilter = SearchDaysFilter & {
  status?: TNotificationStatus;
  event?: string;
  orderId?: number;
  customerId?: number;
};
export type NotificationPage = ListPage<(typeof NOTIFICATION_ORDERING_FIELDS)[number]>;

function notificationWhere(f: NotificationFilter) {
  return and(
    searchWhere(f.search, [notifications.recipient, notifications.subject]),
    f.status ? eq(notifications.status, f.status) : undefined,
    f.event ? eq(notifications.event, f.event as NotificationRow['event']) : undefined,
    f.orderId ? eq(notifications.orderId, f.orderId) : undefined,
    f.customerId ? eq(notifications.customerId, f.customerId) : undefined,
    withinDays(notifications.createdAt, f.days),
  );
}

export const { rows: listNotifications, count: countNotifications } = tableList(
  notifications,
  notificationWhere,
  columnSortKeys(notifications, NOTIFICATION_ORDERING_FIELDS),
);

export async function findNotification(db: DbOrTx, id: number): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

export async function lockNotification(db: DbOrTx, id: number): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).for('update');
  return row ?? null;
}

export async function insertNotification(db: DbOrTx, row: NewNotification): Promise<number> {
  const [made] = await db.insert(notifications).values(row).returning({ id: notifications.id });
  return made!.id;
}

/** The message was taken by the mail server: sent, once (a message already sent stays as it was). */
export async function markSent(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const done = await db
    .update(notifications)
    .set({ status: 'sent', sentAt: at, lastError: null, tries: sql`${notifications.tries} + 1` })
    .where(and(eq(notifications.id, id), ne(notifications.status, 'sent')))
    .returning({ id: notifications.id });
  return done.length > 0;
}

/** A try failed: counted with its error; `failed` once no try is left. */
export async function markTryFailed(db: DbOrTx, id: number, error: string, final: boolean) {
  await db
    .update(notifications)
    .set({
      status: final ? 'failed' : 'queued',
      lastError: error.slice(0, 1000),
      tries: sql`${notifications.tries} + 1`,
    })
    .where(and(eq(notifications.id, id), ne(notifications.status, 'sent')));
}

/** Queued again (a resend): its tries start over. */
export async function requeue(db: DbOrTx, id: number, status: TNotificationStatus, lastError: string | null) {
  await db.update(notifications).set({ status, lastError, tries: 0 }).where(eq(notifications.id, id));
}

/** What an order's e-mail is written from: the order, its customer now, and the staff user it is assigned to. */
export async function findOrderMailContext(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      title: orders.title,
      amountDue: orders.amountDue,
      dueAt: orders.dueAt,
      printRef: orders.printRef,
      customerId: customers.id,
      firstName: customers.firstName,
      email: customers.email,
      notifyEmail: customers.notifyEmail,
      staffId: accounts.id,
      staffName: accounts.fullName,
      staffEmail: accounts.email,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(accounts, eq(accounts.id, orders.assignedUser))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The customer a message went to, by its unsubscribe link's token (null: an unknown link). */
export async function findUnsubscribeCustomer(db: DbOrTx, token: string): Promise<number | null> {
  const [message] = await db
    .select({ customerId: notifications.customerId })
    .from(notifications)
    .where(eq(notifications.unsubscribeToken, token));
  return message?.customerId ?? null;
}

export type TemplateRow = typeof notificationTemplates.$inferSelect;

export async function findTemplate(db: DbOrTx, event: TMailEvent): Promise<TemplateRow | null> {
  const [row] = await db.select().from(notificationTemplates).where(eq(notificationTemplates.event, event));
  return row ?? null;
}

export const listTemplateRows = (db: DbOrTx): Promise<TemplateRow[]> =>
  db.select().from(notificationTemplates);

export async function saveTemplate(db: DbOrTx, row: typeof notificationTemplates.$inferInsert) {
  const { event: _event, ...set } = row;
  await db
    .insert(notificationTemplates)
    .values(row)
    .onConflictDoUpdate({ target: notificationTemplates.event, set });
}
