import { API, ZProductionBoard, ZProductionQuery } from '@printhub/contract';

import { actorOf } from '../audit-log/audit-log.actor.routes';
import { getBoard } from './orders.production.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The production board (staff users see their own orders; moves go through the order's PATCH). */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.production,
    {
      config: { access: 'staff' },
      schema: { querystring: ZProductionQuery, response: { 200: ZProductionBoard } },
    },
    async (req) => getBoard(app.database, actorOf(req), req.query, app.clock),
  );
};
