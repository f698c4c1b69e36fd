import { defineJob } from '../../lib/jobs';
import * as repo from './webhooks.repository';
import { newMessageId } from './webhooks.signature.service';

import type { DbOrTx } from '../../db/client';
import type { AppJob } from '../../plugins/jobs';
import type { TEventType } from '@printhub/contract';
import type { FastifyInstance } from 'fastify';

/** What the job of a try carries: the delivery row of that try. */
export type WebhookTry = { deliveryId: number };

/**
 * The kind of job that makes one try (handler: webhooks.send.service.ts, set when the module registers). A
 * job per try: each retry is a new job queued for its time, the schedule being the module's, not the queue's.
 * The queue's own retries only cover a process that died mid-try.
 */
export const webhookTryJob: AppJob<WebhookTry> = defineJob<WebhookTry, FastifyInstance>(
  'webhooks.send',
  { retryLimit: 3, retryDelay: 30, expireInSeconds: 120, batchSize: 5, concurrency: 4 },
  async (data, run) => run.app.webhooks.runTry(data.deliveryId),
);

/** Whoever queues: the app's job queue and clock. */
export type Queuer = Pick<FastifyInstance, 'jobs' | 'clock'>;

/** The JSON body of an event: what every try of it posts, byte for byte. */
function eventBody(type: string, data: object, at: Date): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/** Writes an event's first try at the endpoint and queues it, in `tx`. */
export async function queueDelivery(
  app: Queuer,
  tx: DbOrTx,
  endpointId: number,
  event: { type: string; data: object },
): Promise<repo.DeliveryRow> {
  const now = app.clock.now();
  const delivery = await repo.insertDelivery(tx, {
    endpointId,
    messageId: newMessageId(),
    type: event.type,
    body: eventBody(event.type, event.data, now),
    try: 1,
    scheduledAt: now,
  });
  await app.jobs.enqueue(tx, webhookTryJob, { deliveryId: delivery.id });
  return delivery;
}

/**
 * Posts the event to every endpoint switched on that listens for its type: one delivery per endpoint, written
 * and queued in the caller's transaction (none if it rolls back). Returns the deliveries' ids.
 */
export async function queueWebhookEvent(
  tx: DbOrTx,
  event: { type: TEventType; data: object },
  app: Queuer,
): Promise<number[]> {
  const endpoints = await repo.listeningEndpoints(tx, event.type);
  const ids: number[] = [];
  for (const endpoint of endpoints) ids.push((await queueDelivery(app, tx, endpoint.id, event)).id);
  return ids;
}
