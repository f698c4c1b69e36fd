/** The notifications part's reading of the outbox, and its exactness checks against the SMTP server. */
import { NO_MAIL_SERVER_ERROR } from '@printhub/contract';

import { percentile } from './load';
import { mailKey, type SmtpSink } from './smtp-sink';

import type pg from 'pg';

export type OutboxFigures = {
  rows: number;
  sent: number;
  queued: number;
  failed: number;
  /** Marked "not sent: no mail server configured". */
  notSent: number;
  /** Sent messages over the seconds from the first written to the last sent. */
  sentPerSecond: number | '-';
  lagP50: number | '-';
  lagP95: number | '-';
};

export type NotifyCheck = { check: string; expected: string; actual: string; result: 'pass' | 'FAIL' };

type Message = {
  status: string;
  last_error: string | null;
  created: number;
  sent: number | null;
  lag: number | null;
};

/** The out-for-delivery messages of the orders moved: counts by status, rate and lag (written → sent). */
export async function readOutbox(pool: pg.Pool, orderIds: number[]): Promise<OutboxFigures> {
  const { rows } = await pool.query<Message>(
    `select status, last_error, extract(epoch from created_at)::float8 as created,
            extract(epoch from sent_at)::float8 as sent, extract(epoch from sent_at - created_at)::float8 as lag
     from notifications where order_id = any($1::int[]) and event = 'order.out_for_delivery'`,
    [orderIds],
  );
  const sent = rows.filter((m) => m.status === 'sent');
  const lagsMs = sent.map((m) => m.lag! * 1000).sort((a, b) => a - b);
  const seconds = (ms: number | '-') => (ms === '-' ? ms : Math.round(ms / 10) / 100);
  const span = sent.length
    ? Math.max(...sent.map((m) => m.sent!)) - Math.min(...rows.map((m) => m.created))
    : 0;
  const of = (status: string) => rows.filter((m) => m.status === status).length;
  return {
    rows: rows.length,
    sent: sent.length,
    queued: of('queued'),
    failed: of('failed'),
    notSent: rows.filter((m) => m.status === 'not_sent' && m.last_error === NO_MAIL_SERVER_ERROR).length,
    sentPerSecond: span > 0 ? Math.round((sent.length / span) * 10) / 10 : '-',
    lagP50: seconds(percentile(lagsMs, 50)),
    lagP95: seconds(percentile(lagsMs, 95)),
  };
}

/** Every sent message in the outbox, counted by recipient and subject. */
async function sentKeys(pool: pg.Pool): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ recipient: string; subject: string }>(
    `select recipient, subject from notifications where status = 'sent'`,
  );
  const keys = new Map<string, number>();
  for (const r of rows)
    keys.set(mailKey(r.recipient, r.subject), (keys.get(mailKey(r.recipient, r.subject)) ?? 0) + 1);
  return keys;
}

/** Messages in one count but not in the other (by key, both ways). */
function difference(a: Map<string, number>, b: Map<string, number>): number {
  let n = 0;
  for (const key of new Set([...a.keys(), ...b.keys()])) n += Math.abs((a.get(key) ?? 0) - (b.get(key) ?? 0));
  return n;
}

/**
 * With mail on, one message per move, each sent once and received once; without mail, one per move, each
 * waiting as "not sent: no mail server configured"; the SMTP server received exactly what the outbox sent.
 */
export async function notifyChecks(
  pool: pg.Pool,
  outbox: { on: OutboxFigures; off: OutboxFigures },
  moved: { on: number; off: number },
  smtp: SmtpSink,
): Promise<NotifyCheck[]> {
  const keys = await sentKeys(pool);
  const received = await smtp.counts();
  const sentTotal = [...keys.values()].reduce((a, b) => a + b, 0);
  const checks: NotifyCheck[] = [];
  const add = (check: string, expected: number, actual: number) =>
    checks.push({
      check,
      expected: String(expected),
      actual: String(actual),
      result: expected === actual ? 'pass' : 'FAIL',
    });
  add('mail on: outbox messages = moves answered 200', moved.on, outbox.on.rows);
  add('mail on: messages sent after the drain', outbox.on.rows, outbox.on.sent);
  add('mail on: messages still queued / failed', 0, outbox.on.queued + outbox.on.failed);
  add('mail off: outbox messages = moves answered 200', moved.off, outbox.off.rows);
  add('mail off: messages marked "not sent: no mail server configured"', outbox.off.rows, outbox.off.notSent);
  add('messages the SMTP server received = outbox messages sent', sentTotal, received.count);
  add(
    'messages sent but not received, or received but not sent (by recipient and subject)',
    0,
    difference(keys, received.received),
  );
  return checks;
}
