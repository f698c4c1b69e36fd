import {
  API,
  COUNTER_ORDER_FIELDS,
  MAX_ORDER_FILES,
  ORDER_FILES_FIELD,
  ZCounterOrderFields,
  ZCounterOrderForm,
  ZOrderDetail,
  ZQuote,
} from '@printhub/contract';

import { multipartBody } from '../../plugins/openapi';
import { actorOf } from '../audit-log/audit-log.actor.routes';
import * as counter from './orders.counter.service';
import { withOrderUpload } from './orders.upload.routes';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Orders taken at the counter, and their quote: any signed-in account (staff users and super admins). */
export const counterOrdersRoutes: FastifyPluginAsyncZod<{ maxPdfBytes: number }> = async (app, opts) => {
  const multipart = multipartBody(ZCounterOrderForm, {
    field: ORDER_FILES_FIELD,
    maxFiles: MAX_ORDER_FILES,
    description: `PDF files, each at most ${Math.floor(opts.maxPdfBytes / 1024 / 1024)} MB`,
  });
  const upload = {
    maxFileBytes: opts.maxPdfBytes,
    schema: ZCounterOrderFields,
    allowedFields: COUNTER_ORDER_FIELDS,
  };

  app.post(
    API.allOrders,
    {
      config: { access: 'staff', multipartBody: multipart },
      schema: { response: { 201: ZOrderDetail } },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const order = await withOrderUpload(req, upload, (fields, files) =>
        counter.placeCounterOrder(app.db, app.events, app.storage, actor, fields, files, app.clock),
      );
      return reply.code(201).send(order);
    },
  );

  app.post(
    API.quote,
    { config: { access: 'staff', multipartBody: multipart }, schema: { response: { 200: ZQuote } } },
    async (req) =>
      withOrderUpload(req, upload, (fields, files) =>
        counter.quoteCounterOrder(app.db, fields, files, app.clock),
      ),
  );
};
