import {
  API,
  ZClient,
  ZClientDeleteQuery,
  ZClientIdQuery,
  ZClientListQuery,
  ZDeletedResponse,
  ZSaveClientRequest,
} from '@printhub/contract';

import { createRoute } from '../../lib/create-route';
import { listReads, listRoutes } from '../../lib/list-routes';
import { actorOf } from '../audit-log/audit-log.actor.routes';
import * as service from './clients.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Client companies : super admins only (the default access). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, {
    path: API.clients,
    exportPath: API.clientsExport,
    name: 'clients',
    query: ZClientListQuery,
    item: ZClient,
    ...listReads(app, service.clientList, { whole: true }),
    columns: {
      id: (c) => c.id,
      name: (c) => c.name,
      contact: (c) => c.contact,
      potential: (c) => c.potential,
      client_type: (c) => c.client_type,
      is_advertisible: (c) => c.is_advertisible,
      joined_on: (c) => c.joined_on,
      address: (c) => c.address,
      vouchers: (c) => c.vouchers.length,
    },
  });

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
