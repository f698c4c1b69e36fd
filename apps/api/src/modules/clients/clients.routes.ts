import {
  API,
  ZClient,
  ZClientDeleteQuery,
  ZClientIdQuery,
  ZClientList,
  ZDeletedResponse,
  ZSaveClientRequest,
} from '@printhub/contract';

import * as service from './clients.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Client companies : super admins only (the default access). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.clients, { schema: { response: { 200: ZClientList } } }, async () =>
    service.listClients(app.db),
  );

  app.post(
    API.clientSave,
    { schema: { body: ZSaveClientRequest, response: { 201: ZClient } } },
    async (req, reply) => reply.status(201).send(await service.createClient(app.db, req.body)),
  );

  app.post(
    API.clientUpdate,
    { schema: { querystring: ZClientIdQuery, body: ZSaveClientRequest, response: { 200: ZClient } } },
    async (req) => service.updateClient(app.db, req.query.client_id, req.body),
  );

  app.delete(
    API.clientDelete,
    { schema: { querystring: ZClientDeleteQuery, response: { 200: ZDeletedResponse } } },
    async (req) => ({ deleted: await service.deleteClients(app.db, req.query.client_id) }),
  );
};
