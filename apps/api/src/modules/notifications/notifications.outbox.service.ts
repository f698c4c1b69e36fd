import {
  API,
  formatMoney,
  MAIL_EVENTS,
  NO_MAIL_SERVER_ERROR,
  type TMailEvent,
  type TNotificationKind,
} from '@printhub/contract';

import { newToken } from '../../lib/tokens';
import * as repo from './notifications.repository';
import { getTemplate, renderMail, type RenderedMail } from './notifications.templates.service';

import type { DbOrTx } from '../../db/client';
import type { AppJob } from '../../plugins/jobs';
import type { AppEvent, EventSink } from '../events/events.service';

/** The data of a `mail.send` job: the outbox message to send. */
export type SendMailData = { id: number };

/** The app's e-mail: whether a mail server is configured, who sends, and the job that sends. */
export type Mailer = {
  /** A mail server is configured (SMTP_URL): messages are queued and sent; else they wait, marked so. */
  enabled: boolean;
  from: string;
  shopName: string;
  publicUrl: () => string;
  job: AppJob<SendMailData>;
};

/** The one-click unsubscribe link of a message (its footer and its List-Unsubscribe header). */
export const unsubscribeUrl = (publicUrl: () => string, token: string) =>
  `${publicUrl()}${API.unsubscribe(token)}`;

/** Where a new or resent message stands: queued with a mail server, else waiting, marked so. */
export const outboxState = (mailer: Mailer) =>
  mailer.enabled
    ? { status: 'queued' as const, lastError: null }
    : { status: 'not_sent' as const, lastError: NO_MAIL_SERVER_ERROR };

const isMailEvent = (type: string): type is TMailEvent => (MAIL_EVENTS as readonly string[]).includes(type);

/** One formatter per time zone: making an `Intl.DateTimeFormat` costs over a hundred of its uses. */
const readableDates = new Map<string, Intl.DateTimeFormat>();

/** A due date as a person reads it, in the shop's time zone: '5 Dec 2026, 5:00 pm'. */
function readableDate(at: Date, timeZone: string): string {
  let format = readableDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    readableDates.set(timeZone, format);
  }
  return format.format(at);
}

/**
 * Writes the outbox message of an order event, in the caller's transaction: to the customer (unless they
 * turned e-mail off, or have no address), or for `order.assigned` to the staff user. Other events write none.
 */
export async function writeEventMail(tx: DbOrTx, event: AppEvent, sink: EventSink): Promise<void> {
  if (!isMailEvent(event.type)) return;
  const order = await repo.findOrderMailContext(tx, Number(event.data.order_id));
  if (!order) return;
  const toStaff = event.type === 'order.assigned';
  if (toStaff ? !order.staffEmail : !order.email || !order.notifyEmail) return;
  const { mailer } = sink;
  const base = mailer.publicUrl();
  const template = await getTemplate(tx, event.type);
  const unsubscribeToken = toStaff ? null : newToken();
  const values = {
    first_name: toStaff ? order.staffName!.split(/\s+/)[0]! : order.firstName,
    order_id: String(order.id),
    title: order.title,
    due_at: readableDate(order.dueAt, sink.clock.timeZone),
    amount: formatMoney(order.amountDue),
    print_url: `${base}/print/${order.printRef}`,
    shop_name: mailer.shopName,
  };
  const footer = unsubscribeToken
    ? `To stop these e-mails from ${mailer.shopName}: ${unsubscribeUrl(mailer.publicUrl, unsubscribeToken)}`
    : undefined;
  await writeMail(tx, sink, {
    event: event.type,
    recipient: toStaff ? order.staffEmail! : order.email!,
    mail: renderMail(template, values, footer),
    orderId: order.id,
    customerId: toStaff ? null : order.customerId,
    accountId: toStaff ? order.staffId : null,
    unsubscribeToken,
  });
}

/**
 * Writes one message to the outbox in the caller's transaction and, with a mail server configured, queues its
 * sending in the same transaction; without one it waits, marked "not sent: no mail server configured".
 */
export async function writeMail(
  tx: DbOrTx,
  sink: EventSink,
  m: {
    event: TNotificationKind;
    recipient: string;
    mail: RenderedMail;
    orderId?: number | null;
    customerId?: number | null;
    accountId?: number | null;
    unsubscribeToken?: string | null;
  },
): Promise<number> {
  const { mailer } = sink;
  const id = await repo.insertNotification(tx, {
    event: m.event,
    recipient: m.recipient,
    mailFrom: mailer.from,
    ...m.mail,
    orderId: m.orderId ?? null,
    customerId: m.customerId ?? null,
    accountId: m.accountId ?? null,
    unsubscribeToken: m.unsubscribeToken ?? null,
    ...outboxState(mailer),
  });
  if (mailer.enabled) await sink.jobs.enqueue(tx, mailer.job, { id });
  return id;
}
