import fp from 'fastify-plugin';

import {
  API,
  ZIdParams,
  ZCreateWebhookRequest,
  ZUpdateWebhookRequest,
  ZWebhook,
  ZWebhookDelivery,
  ZWebhookDeliveryListQuery,
  ZWebhookListQuery,
  ZWebhookTestResponse,
  ZWebhookWithSecret,
} from '@printhub/contract';

import { createRoute, updateRoute } from '../../lib/create-route';
import { listReads, listRoutes } from '../../lib/list-routes';
import { actorOf } from '../audit-log/audit-log.actor.routes';
import { listDeliveries, pageDeliveries } from './webhooks.deliveries.service';
import { webhookTryJob } from './webhooks.events.service';
import { runTry } from './webhooks.send.service';
import * as service from './webhooks.service';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './webhooks.settings.service';

import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhooks' settings, and the try a queued job makes. */
    webhooks: { settings: WebhookSettings; runTry: (deliveryId: number) => Promise<void> };
  }
}

const idOf = (req: FastifyRequest) => (req.params as { id: number }).id;

/** Webhook endpoints, their delivery logs, and the job that posts the events (super admins). */
export const webhooksRoutes = fp<Partial<WebhookSettings>>(
  async (root, opts) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const settings: WebhookSettings = { ...DEFAULT_WEBHOOK_SETTINGS, ...opts };
    app.decorate('webhooks', { settings, runTry: (id: number) => runTry(root, settings, id) });
    app.jobs.work(webhookTryJob);

    listRoutes(app, {
      path: API.webhooks,
      exportPath: API.webhooksExport,
      name: 'webhooks',
      query: ZWebhookListQuery,
      item: ZWebhook,
      ...listReads(app, service.webhookList),
      columns: {
        id: (w) => w.id,
        url: (w) => w.url,
        events: (w) => w.events.join(' '),
        description: (w) => w.description,
        active: (w) => w.active,
        disabled_at: (w) => w.disabled_at,
        failing_since: (w) => w.failing_since,
        created_at: (w) => w.created_at,
      },
    });

    createRoute(app, API.webhooks, { body: ZCreateWebhookRequest, item: ZWebhookWithSecret }, (body, req) =>
      service.createWebhook(app, actorOf(req), body),
    );

    app.get(API.webhook(':id'), { schema: { params: ZIdParams, response: { 200: ZWebhook } } }, (req) =>
      service.getWebhook(app.db, req.params.id),
    );

    updateRoute(
      app,
      'PATCH',
      API.webhook(':id'),
      { body: ZUpdateWebhookRequest, item: ZWebhook },
      (id, body, req) => service.updateWebhook(app, actorOf(req), id, body),
    );

    const deleted = { 204: { description: 'Deleted (no body), with its delivery log.' } };
    app.delete(
      API.webhook(':id'),
      { config: { answers: deleted }, schema: { params: ZIdParams } },
      async (req, reply) => {
        await service.deleteWebhook(app.db, actorOf(req), req.params.id);
        return reply.status(204).send();
      },
    );

    listRoutes(app, {
      path: API.webhookDeliveries(':id'),
      exportPath: API.webhookDeliveriesExport(':id'),
      name: 'webhook-deliveries',
      params: ZIdParams,
      query: ZWebhookDeliveryListQuery,
      item: ZWebhookDelivery,
      page: (q, at, req) => pageDeliveries(app.db, idOf(req), q, app.clock.timeZone, at),
      rows: (q, at, req) => listDeliveries(app.db, idOf(req), q, app.clock.timeZone, at),
      columns: {
        id: (d) => d.id,
        message_id: (d) => d.message_id,
        type: (d) => d.type,
        try: (d) => d.try,
        status: (d) => d.status,
        status_code: (d) => d.status_code,
        duration_ms: (d) => d.duration_ms,
        error: (d) => d.error,
        scheduled_at: (d) => d.scheduled_at,
        tried_at: (d) => d.tried_at,
      },
    });

    app.post(
      API.webhookTest(':id'),
      { schema: { params: ZIdParams, response: { 202: ZWebhookTestResponse } } },
      async (req, reply) =>
        reply.status(202).send(await service.sendTestEvent(app, actorOf(req), req.params.id)),
    );

    app.post(
      API.webhookRotateSecret(':id'),
      { schema: { params: ZIdParams, response: { 200: ZWebhookWithSecret } } },
      (req) => service.rotateSecret(app, actorOf(req), req.params.id),
    );
  },
  { name: 'webhooks', dependencies: ['jobs', 'db', 'clock'] },
);
