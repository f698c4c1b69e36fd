import { WEBHOOK_DISABLE_AFTER_MS } from '@printhub/contract';

import { recordChange, SYSTEM_ACTOR } from '../audit-log/audit-log.service';
import { webhookTryJob } from './webhooks.events.service';
import { postOnce, type PostOutcome } from './webhooks.http.service';
import * as repo from './webhooks.repository';
import { toWebhook } from './webhooks.service';
import { signatureHeader } from './webhooks.signature.service';

import type { WebhookSettings } from './webhooks.settings.service';
import type { FastifyInstance } from 'fastify';

/** The secrets that sign now: the current one, and the previous one until its time is up. */
function signingSecrets(endpoint: repo.EndpointRow, now: Date): string[] {
  const previous =
    endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now
      ? [endpoint.previousSecret]
      : [];
  return [endpoint.secret, ...previous];
}

/**
 * Makes the try `deliveryId` (the job's work): posts the event signed, records the outcome, and on a failure
 * writes and queues the next try, or, for an endpoint failing for three days, switches it off.
 */
export async function runTry(
  app: FastifyInstance,
  settings: WebhookSettings,
  deliveryId: number,
): Promise<void> {
  const delivery = await repo.findDelivery(app.db, deliveryId);
  if (!delivery || delivery.status !== 'pending') return;
  const endpoint = await repo.findEndpoint(app.db, delivery.endpointId);
  if (!endpoint) return;
  if (!endpoint.active) {
    await repo.settleDelivery(app.db, delivery.id, {
      status: 'cancelled',
      statusCode: null,
      durationMs: null,
      error: 'The endpoint is switched off',
      response: null,
      triedAt: null,
    });
    return;
  }
  // The header's time is the sending machine's (receivers compare it with theirs), not the app's clock.
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(
      signingSecrets(endpoint, app.clock.now()),
      delivery.messageId,
      timestamp,
      delivery.body,
    ),
  };
  const outcome = await postOnce(endpoint.url, headers, delivery.body, {
    timeoutMs: settings.timeoutMs,
    allowPrivate: settings.allowPrivate,
  });
  await settle(app, settings, delivery, outcome);
}

const delivered = (o: PostOutcome) => o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;

async function settle(
  app: FastifyInstance,
  settings: WebhookSettings,
  delivery: repo.DeliveryRow,
  outcome: PostOutcome,
): Promise<void> {
  const ok = delivered(outcome);
  await app.db.transaction(async (tx) => {
    const now = app.clock.now();
    const endpoint = await repo.findEndpoint(tx, delivery.endpointId, true);
    if (!endpoint) return;
    const recorded = await repo.settleDelivery(tx, delivery.id, {
      status: ok ? 'delivered' : 'failed',
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      error: ok ? null : (outcome.error ?? `The receiver answered ${outcome.statusCode}`),
      response: outcome.response,
      triedAt: now,
    });
    if (!recorded) return;
    if (ok) {
      if (endpoint.failingSince) await repo.updateEndpoint(tx, endpoint.id, { failingSince: null });
      return;
    }
    const failingSince = endpoint.failingSince ?? now;
    if (!endpoint.failingSince) await repo.updateEndpoint(tx, endpoint.id, { failingSince });
    if (endpoint.active && now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS) {
      const after = await repo.updateEndpoint(tx, endpoint.id, {
        active: false,
        disabledAt: now,
        updatedAt: now,
      });
      await repo.cancelPendingDeliveries(tx, endpoint.id, 'The endpoint was switched off');
      await recordChange(tx, SYSTEM_ACTOR, {
        action: 'update',
        resource: 'webhooks',
        resourceId: endpoint.id,
        summary: `Switched off the webhook ${endpoint.url}: every try failed for three days`,
        before: toWebhook(endpoint),
        after: toWebhook(after!),
      });
      return;
    }
    // The next try, after the delay of this one's place in the schedule; none after the last.
    const delayMs = settings.retryDelaysMs[delivery.try - 1];
    if (delayMs === undefined || !endpoint.active) return;
    const next = await repo.insertDelivery(tx, {
      endpointId: endpoint.id,
      messageId: delivery.messageId,
      type: delivery.type,
      body: delivery.body,
      try: delivery.try + 1,
      scheduledAt: new Date(now.getTime() + delayMs),
    });
    await app.jobs.enqueue(
      tx,
      webhookTryJob,
      { deliveryId: next.id },
      { startAfter: new Date(Date.now() + delayMs) },
    );
  });
}
