import { writeEventMail, type Mailer } from '../notifications/notifications.outbox.service';
import { queueWebhookEvent, type Queuer } from '../webhooks/webhooks.events.service';

import type { DbOrTx } from '../../db/client';
import type { TEventType } from '@printhub/contract';

/** Something that happened in the shop, as people are told of it: `data` is a plain JSON object (snake_case). */
export type AppEvent = { type: TEventType; data: Record<string, unknown> };

/**
 * What publishing needs besides the transaction: the app's job queue and clock, and its e-mail settings
 * (`app.events`).
 */
export type EventSink = Queuer & { mailer: Mailer };

/**
 * Tells of an event, inside the transaction of the change: what it writes (the e-mail outbox's messages and
 * their jobs, and a webhook delivery for each endpoint that listens for it) commits with the change or not at all. `sink` null publishes nothing (the demo data's seeding).
 */
export async function publishEvent(tx: DbOrTx, event: AppEvent, sink: EventSink | null): Promise<void> {
  if (!sink) return;
  await writeEventMail(tx, event, sink);
  await queueWebhookEvent(tx, event, sink);
}
