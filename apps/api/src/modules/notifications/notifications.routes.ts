import { z } from 'zod';

import {
  API,
  ZIdParams,
  ZMailEventParams,
  ZNotification,
  ZNotificationDetail,
  ZNotificationListQuery,
  ZNotificationPreview,
  ZNotificationTemplate,
  ZNotificationTemplateList,
  ZNotificationTemplateRequest,
} from '@printhub/contract';

import { escapeHtml } from '../../lib/escape-html';
import { listReads, listRoutes } from '../../lib/list-routes';
import { requireAccount } from '../../plugins/auth';
import { setNotifyEmail } from '../customers/customers.email.service';
import { findUnsubscribeCustomer } from './notifications.repository';
import { getNotification, notificationList, resendNotification } from './notifications.service';
import {
  EXAMPLE_VALUES,
  getTemplate,
  listTemplates,
  renderMail,
  saveTemplate,
} from './notifications.templates.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const ZTokenParams = z.object({ token: z.string().min(1).max(200) });

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (req: Parameters<typeof requireAccount>[0]) => {
    const { account } = requireAccount(req);
    return { id: account.id, name: account.fullName };
  };

  listRoutes(app, {
    path: API.notifications,
    exportPath: API.notificationsExport,
    name: 'notifications',
    query: ZNotificationListQuery,
    item: ZNotification,
    ...listReads(app, notificationList),
    columns: {
      id: (n) => n.id,
      created_at: (n) => n.created_at,
      event: (n) => n.event,
      recipient: (n) => n.recipient,
      subject: (n) => n.subject,
      order_id: (n) => n.order_id,
      customer_id: (n) => n.customer_id,
      status: (n) => n.status,
      tries: (n) => n.tries,
      last_error: (n) => n.last_error,
      sent_at: (n) => n.sent_at,
    },
  });

  app.get(
    API.notification(':id'),
    { schema: { params: ZIdParams, response: { 200: ZNotificationDetail } } },
    async (req) => getNotification(app.db, req.params.id),
  );

  app.post(
    API.notificationResend(':id'),
    { schema: { params: ZIdParams, response: { 200: ZNotificationDetail } } },
    async (req) => resendNotification(app.db, app.events, actorOf(req), req.params.id),
  );

  app.get(API.notificationTemplates, { schema: { response: { 200: ZNotificationTemplateList } } }, async () =>
    listTemplates(app.db),
  );

  app.get(
    API.notificationTemplate(':event'),
    { schema: { params: ZMailEventParams, response: { 200: ZNotificationTemplate } } },
    async (req) => getTemplate(app.db, req.params.event),
  );

  app.put(
    API.notificationTemplate(':event'),
    {
      schema: {
        params: ZMailEventParams,
        body: ZNotificationTemplateRequest,
        response: { 200: ZNotificationTemplate },
      },
    },
    async (req) => saveTemplate(app.db, actorOf(req), req.params.event, req.body),
  );

  app.post(
    API.notificationTemplatePreview(':event'),
    {
      schema: {
        params: ZMailEventParams,
        body: ZNotificationTemplateRequest,
        response: { 200: ZNotificationPreview },
      },
    },
    async (req) => {
      const { shopName, publicUrl } = app.events.mailer;
      return renderMail(req.body, EXAMPLE_VALUES(shopName, publicUrl()));
    },
  );

  // The one-click unsubscribe of a customer's e-mail: the link (GET) and the mail program's POST (RFC 8058).
  const unsubscribe = async (token: string) => {
    const customerId = await findUnsubscribeCustomer(app.db, token);
    if (customerId !== null) await setNotifyEmail(app.db, customerId, false);
    const done = customerId !== null;
    const text = done
      ? `You will get no more e-mails from ${app.events.mailer.shopName}.`
      : 'This unsubscribe link is not known.';
    return {
      status: done ? 200 : 404,
      page: `<!doctype html><title>${escapeHtml(text)}</title><p>${escapeHtml(text)}</p>`,
    };
  };
  const config = {
    access: 'public',
    answers: { 200: { description: 'An HTML page saying that e-mail is off.', type: 'text/html' } },
  } as const;
  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: API.unsubscribe(':token'),
      schema: { params: ZTokenParams },
      config,
      handler: async (req, reply) => {
        const { status, page } = await unsubscribe(req.params.token);
        return reply.status(status).type('text/html; charset=utf-8').send(page);
      },
    });
};
