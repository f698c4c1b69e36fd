import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { customers } from './customers';
import { orders } from './orders';
import { accounts } from './staff-users';

import type { TMailEvent, TNotificationKind, TNotificationStatus } from '@printhub/contract';

/**
 * The e-mail outbox: every message, written in the transaction of the change it tells of, then sent by a
 * job (`mail.send`). The message is kept as it was rendered, so that it reads as sent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    event: text('event').$type<TNotificationKind>().notNull(),
    recipient: text('recipient').notNull(),
    mailFrom: text('mail_from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The customer it is written to (null for a staff user's message). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The staff user it is written to. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status').$type<TNotificationStatus>().notNull(),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    /** The secret of the message's one-click unsubscribe link (customers' messages only). */
    unsubscribeToken: text('unsubscribe_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_order_idx').on(t.orderId),
    index('notifications_customer_idx').on(t.customerId),
    index('notifications_status_idx').on(t.status),
  ],
);

/** A super admin's subject and body for an order event's e-mail; an event without a row uses the default. */
export const notificationTemplates = pgTable('notification_templates', {
  event: text('event').$type<TMailEvent>().primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
});
