import {
  AUDIT_SECRET,
  WEBHOOK_PREVIOUS_SECRET_MS,
  WEBHOOK_TEST_EVENT,
  type TWebhook,
  type TWebhookListQuery,
  type TWebhookWithSecret,
} from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { filteredList } from '../../lib/list-service';
import { recordChange, recordEntry, type Actor } from '../audit-log/audit-log.service';
import { assertPublicDestination, PrivateDestinationError } from './webhooks.address.service';
import { queueDelivery, type Queuer } from './webhooks.events.service';
import * as repo from './webhooks.repository';
import { newWebhookSecret } from './webhooks.signature.service';

import type { Db } from '../../db/client';
import type { WebhookSettings } from './webhooks.settings.service';
import type { ZCreateWebhookRequest, ZUpdateWebhookRequest } from '@printhub/contract';
import type { z } from 'zod';

/** The app as the endpoints' services use it. */
export type WebhooksApp = Queuer & { db: Db; webhooks: { settings: WebhookSettings } };

export function toWebhook(row: repo.EndpointRow): TWebhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    active: row.active,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    failing_since: row.failingSince?.toISOString() ?? null,
    previous_secret_until: row.previousSecretUntil?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const NOT_FOUND = 'Webhook not found';

/** The endpoints the filters select, in the query's ordering, and their count. */
export const webhookList = filteredList({
  filter: (q: TWebhookListQuery): repo.EndpointFilter => ({
    search: q.query || undefined,
    active: q.active === undefined ? undefined : q.active === 'true',
  }),
  rows: repo.listEndpoints,
  count: repo.countEndpoints,
  item: toWebhook,
});

export async function getWebhook(db: Db, id: number): Promise<TWebhook> {
  const row = await repo.findEndpoint(db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toWebhook(row);
}

/** A 400 on `url` for a destination on a private address, unless they are allowed. */
async function checkDestination(settings: WebhookSettings, url: string): Promise<void> {
  if (settings.allowPrivate) return;
  try {
    await assertPublicDestination(url);
  } catch (err) {
    if (err instanceof PrivateDestinationError) throw AppError.field('url', err.message);
    throw err;
  }
}

export async function createWebhook(
  app: WebhooksApp,
  actor: Actor,
  body: z.output<typeof ZCreateWebhookRequest>,
): Promise<TWebhookWithSecret> {
  await checkDestination(app.webhooks.settings, body.url);
  const secret = newWebhookSecret();
  return app.db.transaction(async (tx) => {
    const row = await repo.insertEndpoint(tx, { ...body, secret });
    const after = toWebhook(row);
    await recordChange(tx, actor, recordEntry('webhooks', { noun: 'webhook', name: row.url }, { after }));
    return { ...after, secret };
  });
}

export async function updateWebhook(
  app: WebhooksApp,
  actor: Actor,
  id: number,
  body: z.output<typeof ZUpdateWebhookRequest>,
): Promise<TWebhook> {
  if (body.url !== undefined) await checkDestination(app.webhooks.settings, body.url);
  return app.db.transaction(async (tx) => {
    const before = await repo.findEndpoint(tx, id, true);
    if (!before) throw new AppError('NOT_FOUND', NOT_FOUND);
    const now = app.clock.now();
    // Switched on again: it starts afresh.
    const reset = body.active === true && !before.active ? { disabledAt: null, failingSince: null } : {};
    const row = await repo.updateEndpoint(tx, id, { ...body, ...reset, updatedAt: now });
    const after = toWebhook(row!);
    await recordChange(
      tx,
      actor,
      recordEntry('webhooks', { noun: 'webhook', name: after.url }, { before: toWebhook(before), after }),
    );
    return after;
  });
}

export async function deleteWebhook(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.deleteEndpoint(tx, id);
    if (!before) throw new AppError('NOT_FOUND', NOT_FOUND);
    await recordChange(
      tx,
      actor,
      recordEntry('webhooks', { noun: 'webhook', name: before.url }, { before: toWebhook(before) }),
    );
  });
}

/** A new secret, shown this once; the previous one signs too for a day, while receivers move over. */
export async function rotateSecret(app: WebhooksApp, actor: Actor, id: number): Promise<TWebhookWithSecret> {
  return app.db.transaction(async (tx) => {
    const before = await repo.findEndpoint(tx, id, true);
    if (!before) throw new AppError('NOT_FOUND', NOT_FOUND);
    const now = app.clock.now();
    const secret = newWebhookSecret();
    const row = await repo.updateEndpoint(tx, id, {
      secret,
      previousSecret: before.secret,
      previousSecretUntil: new Date(now.getTime() + WEBHOOK_PREVIOUS_SECRET_MS),
      updatedAt: now,
    });
    const after = toWebhook(row!);
    await recordChange(tx, actor, {
      action: 'rotate',
      resource: 'webhooks',
      resourceId: id,
      summary: `Rotated the secret of the webhook ${after.url}`,
      changes: { secret: [AUDIT_SECRET, AUDIT_SECRET] },
    });
    return { ...after, secret };
  });
}

/** Queues a test event to the endpoint (whatever it listens for). */
export async function sendTestEvent(app: WebhooksApp, actor: Actor, id: number) {
  return app.db.transaction(async (tx) => {
    const endpoint = await repo.findEndpoint(tx, id);
    if (!endpoint) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!endpoint.active) throw new AppError('CONFLICT', 'Switch the webhook on to send it a test event');
    const delivery = await queueDelivery(app, tx, id, {
      type: WEBHOOK_TEST_EVENT,
      data: { webhook_id: id, message: 'A test event: the webhook is connected' },
    });
    await recordChange(tx, actor, {
      action: 'test',
      resource: 'webhooks',
      resourceId: id,
      summary: `Sent a test event to the webhook ${endpoint.url}`,
      changes: { test_event: [null, delivery.messageId] },
    });
    return { message_id: delivery.messageId, delivery_id: delivery.id };
  });
}
