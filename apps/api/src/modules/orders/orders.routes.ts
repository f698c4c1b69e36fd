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
  ZOrderFilePageParams,
  ZOrderFilePageQuery,
  ZOrderFilesQuery,
  ZOrderListQuery,
  ZOrderStatusOption,
  ZPrintDetail,
  ZUpdateOrderRequest,
} from '@printhub/contract';

import { attachmentDisposition } from '../../lib/content-disposition';
import { updateRoute } from '../../lib/create-route';
import { listRoutes } from '../../lib/list-routes';
import { PNG_ANSWERS, sendPrivatePng } from '../../lib/png-reply';
import { requireAccount } from '../../plugins/auth';
import { actorOf } from '../audit-log/audit-log.actor.routes';
import { ORDER_CSV_COLUMNS } from './orders.export.service';
import { openOrderFile, type FileViewer } from './orders.files.service';
import { numberInvoice } from './orders.invoice.service';
import * as lists from './orders.list.service';
import { olderPageJobs, orderPagesJob } from './orders.pages-pass.service';
import { pageImage } from './orders.pages.service';
import * as orders from './orders.service';
import { storageSweepJob, SWEEP_CRON } from './orders.storage-sweep.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The caller of a 'staff-or-customer' route: the signed-in customer, or else the signed-in account. */
function fileViewer(req: Parameters<typeof requireAccount>[0]): FileViewer {
  if (req.customer) return { kind: 'customer', id: req.customer.id };
  const { account } = requireAccount(req);
  return { kind: 'account', id: account.id, isSuperuser: account.isSuperuser };
}

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every order placed (by a customer or at the counter) has its first page drawn in the background, and its
  // files' pages checked for colour and blank pages, completing their preflight: one pass over its files.
  app.jobs.work(orderPagesJob);
  for (const job of olderPageJobs) app.jobs.work(job);
  // Objects of the bucket no row names are deleted once old enough: hourly for the cluster.
  app.jobs.schedule(storageSweepJob, SWEEP_CRON);

  listRoutes(app, {
    path: API.allOrders,
    exportPath: API.ordersExport,
    name: 'orders',
    query: ZOrderListQuery,
    item: ZOrder,
    page: (q, at) => lists.listOrders(app.database, q, at, app.clock),
    rows: (q, at) => lists.listOrderRows(app.db, q, at, app.clock),
    columns: ORDER_CSV_COLUMNS,
  });

  app.post(
    API.ordersBulkUpdate,
    { schema: { body: ZBulkUpdateOrdersRequest, response: { 200: ZBulkUpdateOrdersResponse } } },
    async (req) => orders.bulkUpdate(app.db, app.events, app.clock, actorOf(req), req.body),
  );

  app.get(
    API.order(':id'),
    { config: { access: 'staff' }, schema: { params: ZIdParams, response: { 200: ZOrderDetail } } },
    async (req) => orders.getOrder(app.db, actorOf(req), req.params.id),
  );

  updateRoute(
    app,
    'PATCH',
    API.order(':id'),
    { body: ZUpdateOrderRequest, item: ZOrder, access: 'staff' },
    (id, body, req) => orders.updateOrder(app.db, app.events, app.clock, actorOf(req), id, body),
  );

  app.post(
    API.orderInvoice(':id'),
    { schema: { params: ZIdParams, response: { 200: ZOrder } } },
    async (req) => numberInvoice(app.db, app.events, actorOf(req), req.params.id),
  );

  listRoutes(app, {
    path: API.myOrders,
    exportPath: API.myOrdersExport,
    name: 'my-orders',
    access: 'staff',
    query: ZMyOrdersQuery,
    item: ZOrder,
    page: (q, at, req) => lists.listMyOrders(app.database, actorOf(req), q, at, app.clock),
    rows: (q, at, req) => lists.listMyOrderRows(app.db, actorOf(req), q, at, app.clock),
    columns: ORDER_CSV_COLUMNS,
  });

  app.get(
    API.orderFiles,
    {
      config: { access: 'staff' },
      schema: { querystring: ZOrderFilesQuery, response: { 200: z.array(ZOrderFile) } },
    },
    async (req) => orders.listFiles(app.db, actorOf(req), req.query.order_id),
  );

  app.get(
    API.orderFileDownload(':id'),
    {
      config: {
        access: 'staff-or-customer',
        answers: {
          200: { description: 'The PDF file, as a download under its own name.', type: 'application/pdf' },
        },
      },
      schema: { params: ZIdParams },
    },
    async (req, reply) => {
      const file = await openOrderFile(app.db, app.storage, fileViewer(req), req.params.id);
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
    API.orderFilePage(':id', ':n'),
    {
      config: { access: 'staff-or-customer', answers: PNG_ANSWERS },
      schema: { params: ZOrderFilePageParams, querystring: ZOrderFilePageQuery },
    },
    async (req, reply) => {
      const { id, n } = req.params;
      const image = await pageImage(app.db, app.storage, fileViewer(req), id, n, req.query.width);
      if (image.failed) reply.header('x-render-failed', '1');
      return sendPrivatePng(reply, image.png);
    },
  );

  app.get(
    API.orderStatus,
    { config: { access: 'staff' }, schema: { response: { 200: z.array(ZOrderStatusOption) } } },
    async () => ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
  );

  app.get(
    API.print(':ref'),
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
