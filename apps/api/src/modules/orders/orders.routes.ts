import { z } from 'zod';

import {
  API,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ZBulkUpdateOrdersRequest,
  ZBulkUpdateOrdersResponse,
  ZIdParams,
  ZMyOrdersQuery,
  ZOrder,
  ZOrderDetail,
  ZOrderFile,
  ZOrderFilesQuery,
  ZOrderListQuery,
  ZOrderPage,
  ZOrderStatusOption,
  ZPrintDetail,
  ZUpdateOrderRequest,
} from '@printhub/contract';

import { attachmentDisposition } from '../../lib/content-disposition';
import { paginated } from '../../lib/pagination';
import { requireAccount } from '../../plugins/auth';
import { exportOrdersCsv } from './orders.export';
import { openOrderFile, type FileViewer } from './orders.files';
import * as orders from './orders.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const actorOf = (req: Parameters<typeof requireAccount>[0]) => {
  const { account } = requireAccount(req);
  return { id: account.id, isSuperuser: account.isSuperuser, name: account.fullName };
};

/** The caller of a 'staff-or-customer' route: the signed-in customer, or else the signed-in account. */
function fileViewer(req: Parameters<typeof requireAccount>[0]): FileViewer {
  if (req.customer) return { kind: 'customer', id: req.customer.id };
  const { account } = requireAccount(req);
  return { kind: 'account', id: account.id, isSuperuser: account.isSuperuser };
}

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.allOrders,
    { schema: { querystring: ZOrderListQuery, response: { 200: ZOrderPage } } },
    async (req) => {
      const page = await orders.listOrders(app.db, req.query);
      return paginated(req.url, req.query, page);
    },
  );

  app.get(API.ordersExport, { schema: { querystring: ZOrderListQuery } }, async (req, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .send(exportOrdersCsv(app.db, req.query));
  });

  app.post(
    API.ordersBulkUpdate,
    { schema: { body: ZBulkUpdateOrdersRequest, response: { 200: ZBulkUpdateOrdersResponse } } },
    async (req) => orders.bulkUpdate(app.db, actorOf(req), req.body),
  );

  app.get(
    '/api/all-orders/:id/',
    { config: { access: 'staff' }, schema: { params: ZIdParams, response: { 200: ZOrderDetail } } },
    async (req) => orders.getOrder(app.db, actorOf(req), req.params.id),
  );

  app.patch(
    '/api/all-orders/:id/',
    {
      config: { access: 'staff' },
      schema: { params: ZIdParams, body: ZUpdateOrderRequest, response: { 200: ZOrder } },
    },
    async (req) => orders.updateOrder(app.db, actorOf(req), req.params.id, req.body),
  );

  app.get(
    API.myOrders,
    { config: { access: 'staff' }, schema: { querystring: ZMyOrdersQuery, response: { 200: ZOrderPage } } },
    async (req) => {
      const page = await orders.listMyOrders(app.db, actorOf(req), req.query);
      return paginated(req.url, req.query, page);
    },
  );

  app.get(
    API.orderFiles,
    {
      config: { access: 'staff' },
      schema: { querystring: ZOrderFilesQuery, response: { 200: z.array(ZOrderFile) } },
    },
    async (req) => orders.listFiles(app.db, actorOf(req), req.query.order_id),
  );

  app.get(
    '/api/order-files/:id/download',
    { config: { access: 'staff-or-customer' }, schema: { params: ZIdParams } },
    async (req, reply) => {
      const file = await openOrderFile(app.db, fileViewer(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('etag', `"${file.sha256}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.get(
    API.orderStatus,
    { config: { access: 'staff' }, schema: { response: { 200: z.array(ZOrderStatusOption) } } },
    async () => ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
  );

  app.get(
    '/api/print/:ref/',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }),
        response: { 200: ZPrintDetail },
      },
    },
    async (req) => orders.getPrintDetail(app.db, req.params.ref),
  );
};
