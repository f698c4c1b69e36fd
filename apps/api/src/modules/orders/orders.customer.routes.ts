import {
  API,
  MAX_ORDER_FILES,
  ORDER_FILES_FIELD,
  ZCustomerOrder,
  ZCustomerOrderDetail,
  ZCustomerOrderPage,
  ZIdParams,
  ZPageQuery,
  ZPlaceOrderFields,
  ZQuote,
} from '@printhub/contract';

import { paginated } from '../../lib/pagination';
import { requireCustomer } from '../../plugins/auth';
import { multipartBody } from '../../plugins/openapi';
import * as orders from './orders.customer.service';
import { quoteOrder } from './orders.quote.service';
import { withOrderUpload } from './orders.upload.routes';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A customer's own print orders. Every route here is the customers' realm (a customer token). */
export const customerOrdersRoutes: FastifyPluginAsyncZod<{ maxPdfBytes: number }> = async (app, opts) => {
  const multipart = multipartBody(ZPlaceOrderFields, {
    field: ORDER_FILES_FIELD,
    maxFiles: MAX_ORDER_FILES,
    description: `PDF files, each at most ${Math.floor(opts.maxPdfBytes / 1024 / 1024)} MB`,
  });
  app.post(
    API.customerOrders,
    { config: { multipartBody: multipart }, schema: { response: { 201: ZCustomerOrder } } },
    async (req, reply) => {
      const { id } = requireCustomer(req);
      const order = await withOrderUpload(
        req,
        { maxFileBytes: opts.maxPdfBytes, schema: ZPlaceOrderFields },
        (fields, files) => orders.placeOrder(app.db, app.events, app.storage, id, fields, files, app.clock),
      );
      return reply.code(201).send(order);
    },
  );

  // The price, due date and files' pages the same order would have, with no order made.
  app.post(
    API.customerQuote,
    { config: { multipartBody: multipart }, schema: { response: { 200: ZQuote } } },
    async (req) => {
      const { id } = requireCustomer(req);
      return withOrderUpload(
        req,
        { maxFileBytes: opts.maxPdfBytes, schema: ZPlaceOrderFields },
        (fields, files) => quoteOrder(app.db, id, fields, files, app.clock),
      );
    },
  );

  app.get(
    API.customerOrders,
    { schema: { querystring: ZPageQuery, response: { 200: ZCustomerOrderPage } } },
    async (req) => {
      const page = await orders.listCustomerOrders(app.db, requireCustomer(req).id, req.query);
      return paginated(req.url, req.query, page);
    },
  );

  app.get(
    API.customerOrder(':id'),
    { schema: { params: ZIdParams, response: { 200: ZCustomerOrderDetail } } },
    async (req) => orders.getCustomerOrder(app.db, requireCustomer(req).id, req.params.id),
  );
};
