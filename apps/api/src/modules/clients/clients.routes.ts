import {
  API,
  ZClient,
  ZClientDeleteQuery,
  ZClientIdQuery,
  ZClientList,
  ZDeletedResponse,
  ZSaveClientRequest,
} from '@printhub/contract';

import { createRoute } from '../../lib/create-route';
import { actorOf } from '../audit-log/audit-log.actor';
import * as service from './clients.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Client companies : super admins only (the default access). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.clients, { schema: { response: { 200: ZClientList } } }, async () =>
    service.listClients(app.db),
  );

  createRoute(app, API.clientSave, { body: ZSaveClientRequest, item: ZClient }, (body, req) =>
    service.createClient(app.db, actorOf(req), body),
  );

  app.post(
    API.clientUpdate,
    { schema: { querystring: ZClientIdQuery, body: ZSaveClientRequest, response: { 200: ZClient } } },
    async (req) => service.updateClient(app.db, actorOf(req), req.query.client_id, req.body),
  );

  app.delete(
    API.clientDelete,
    { schema: { querystring: ZClientDeleteQuery, response: { 200: ZDeletedResponse } } },
    async (req) => ({ deleted: await service.deleteClients(app.db, actorOf(req), req.query.client_id) }),
  );
};
