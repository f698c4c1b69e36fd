import {
  type TNotification,
  type TNotificationDetail,
  type TNotificationListQuery,
} from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { filteredList } from '../../lib/list-service';
import { searchDaysFilter } from '../../lib/lists';
import { recordChange, type Actor } from '../audit-log/audit-log.service';
import { outboxState } from './notifications.outbox.service';
import * as repo from './notifications.repository';

import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventSink } from '../events/events.service';

function toNotification(n: repo.NotificationRow): TNotification {
  return {
    id: n.id,
    event: n.event,
    recipient: n.recipient,
    subject: n.subject,
    order_id: n.orderId,
    customer_id: n.customerId,
    status: n.status,
    tries: n.tries,
    last_error: n.lastError,
    created_at: n.createdAt.toISOString(),
    sent_at: n.sentAt?.toISOString() ?? null,
  };
}

const toDetail = (n: repo.NotificationRow): TNotificationDetail => ({
  ...toNotification(n),
  from: n.mailFrom,
  text: n.text,
  html: n.html,
});

/** The notifications the filters select, in the query's ordering, and their count. */
export const notificationList = filteredList({
  filter: (q: TNotificationListQuery, clock: Clock): repo.NotificationFilter => ({
    ...searchDaysFilter(q, clock.timeZone),
    status: q.status,
    event: q.event,
    orderId: q.order_id,
    customerId: q.customer_id,
  }),
  rows: repo.listNotifications,
  count: repo.countNotifications,
  item: toNotification,
});

export async function getNotification(db: Db, id: number): Promise<TNotificationDetail> {
  const row = await repo.findNotification(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Message not found');
  return toDetail(row);
}

/**
 * Sends a message again, as it was written: queued (its tries start over) in the transaction that records
 * the resend. A message waiting for its next try is left to it (409); without a mail server it stays unsent.
 */
export async function resendNotification(
  db: Db,
  sink: EventSink,
  actor: Actor,
  id: number,
): Promise<TNotificationDetail> {
  return db.transaction(async (tx) => {
    const row = await repo.lockNotification(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'Message not found');
    if (row.status === 'queued' && sink.mailer.enabled)
      throw new AppError('CONFLICT', 'This message is waiting to be sent already');
    const state = outboxState(sink.mailer);
    await repo.requeue(tx, id, state.status, state.lastError);
    if (sink.mailer.enabled) await sink.jobs.enqueue(tx, sink.mailer.job, { id });
    await recordChange(tx, actor, {
      action: 'resend',
      resource: 'notifications',
      resourceId: id,
      summary: `Resent the e-mail "${row.subject}" to ${row.recipient}`,
      changes: { status: [row.status, state.status] },
    });
    return toDetail({ ...row, ...state, tries: 0 });
  });
}
