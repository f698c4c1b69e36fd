import { API, ZIdParams, ZPayment, ZRecordPaymentRequest } from '@printhub/contract';

import { actorOf } from '../audit-log/audit-log.actor.routes';
import { recordPayment } from './payments.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Recording a payment or a refund of an order (who may, and how much: payments.service.ts). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.orderPayments(':id'),
    {
      config: { access: 'staff' },
      schema: { params: ZIdParams, body: ZRecordPaymentRequest, response: { 201: ZPayment } },
    },
    async (req, reply) =>
      reply.status(201).send(await recordPayment(app.db, app.events, actorOf(req), req.params.id, req.body)),
  );
};
