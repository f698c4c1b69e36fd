import {
  API,
  VOUCHER_CSV_MAX_BYTES,
  ZCreateVoucherRequest,
  ZDeletedResponse,
  ZIdParams,
  ZPurchasedVoucherList,
  ZPurchasedVoucherQuery,
  ZSavePurchasedVoucherRequest,
  ZSavePurchasedVoucherResponse,
  ZUpdateVoucherRequest,
  ZVoucherCodeDeleteQuery,
  ZUploadVouchersQuery,
  ZUploadVouchersResponse,
  ZVoucherDeleteQuery,
  ZVoucherInfo,
  ZVoucherListQuery,
  ZVoucherListResponse,
} from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { createRoute } from '../../lib/create-route';
import { CSV_ANSWERS, csvExport, sendCsv } from '../../lib/csv-export';
import { readMultipart } from '../../lib/multipart';
import { paginated } from '../../lib/pagination';
import { PNG_ANSWERS, sendPrivatePng } from '../../lib/png-reply';
import { actorOf } from '../audit-log/audit-log.actor.routes';
import { UPLOAD_CLEAN_UP_CRON, uploadCleanUpJob } from './vouchers.cleanup.service';
import {
  codeFilter,
  deleteVoucherCodes,
  listVoucherCodeRows,
  listVoucherCodes,
  VOUCHER_CSV_COLUMNS,
} from './vouchers.codes.service';
import { listPurchases, purchaseVoucher } from './vouchers.purchases.service';
import * as vouchers from './vouchers.service';
import { uploadVouchers } from './vouchers.upload.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A 5 MiB PNG is ≈6.7 MiB of base64, plus the other fields. */
const VOUCHER_BODY_LIMIT = 8 * 1024 * 1024;

/** `beforeWrite`: awaited before each write of a CSV upload (a test pauses an upload there). */
export type VouchersRoutesOptions = { beforeWrite?: () => Promise<void> };

/** Vouchers and purchases : super admins only (the default access). */
export const vouchersRoutes: FastifyPluginAsyncZod<VouchersRoutesOptions> = async (app, opts) => {
  // Uploads a dead process left unfinished go once their lease has expired: once a minute for the cluster.
  app.jobs.schedule(uploadCleanUpJob, UPLOAD_CLEAN_UP_CRON);
  app.get(
    API.vouchers,
    { schema: { querystring: ZVoucherListQuery, response: { 200: ZVoucherListResponse } } },
    async (req) => {
      const { client_id: clientId, id, limit, offset, ordering } = req.query;
      if (limit === undefined) return vouchers.listVouchers(app.db, { clientId, id });
      const filter = codeFilter(req.query, app.clock.now());
      const page = await listVoucherCodes(app.db, { ...filter, limit, offset, ordering });
      return paginated(req.url, { limit, offset }, page);
    },
  );

  const exportOptions = { config: { answers: CSV_ANSWERS }, schema: { querystring: ZVoucherListQuery } };
  app.get(API.vouchersExport, exportOptions, async (req, reply) => {
    const now = app.clock.now();
    const rows = (at: { limit: number; offset: number }) => listVoucherCodeRows(app.db, req.query, at, now);
    return sendCsv(reply, 'vouchers', csvExport(rows, VOUCHER_CSV_COLUMNS));
  });

  createRoute(
    app,
    API.voucherSave,
    { body: ZCreateVoucherRequest, item: ZVoucherInfo, bodyLimit: VOUCHER_BODY_LIMIT },
    (body, req) => vouchers.createVoucher(app.db, actorOf(req), body, app.clock.now()),
  );

  app.put(
    API.voucherSave,
    {
      bodyLimit: VOUCHER_BODY_LIMIT,
      schema: { body: ZUpdateVoucherRequest, response: { 200: ZVoucherInfo } },
    },
    async (req) => vouchers.updateVoucher(app.db, actorOf(req), req.body),
  );

  app.delete(
    API.voucherDelete,
    { schema: { querystring: ZVoucherDeleteQuery, response: { 200: ZDeletedResponse } } },
    async (req) => ({ deleted: await vouchers.deleteVouchers(app.db, actorOf(req), req.query.voucher_ids) }),
  );

  app.delete(
    API.voucherCodeDelete,
    { schema: { querystring: ZVoucherCodeDeleteQuery, response: { 200: ZDeletedResponse } } },
    async (req) => ({ deleted: await deleteVoucherCodes(app.db, actorOf(req), req.query.voucher_code_ids) }),
  );

  app.post(
    API.voucherUpload,
    { schema: { querystring: ZUploadVouchersQuery, response: { 201: ZUploadVouchersResponse } } },
    async (req, reply) => {
      const { file } = await readMultipart(req, {
        fileField: 'file',
        allowedFields: ['file', 'client_id', 'expiry_date'],
        maxFileBytes: VOUCHER_CSV_MAX_BYTES,
        tooLarge: 'The CSV file must be at most 20 MiB',
      });
      if (!file) throw AppError.field('file', 'Choose a .csv file');
      // A client that goes away before the answer stops the upload: it stores nothing.
      const gone = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) gone.abort();
      };
      reply.raw.once('close', onClose);
      try {
        const result = await uploadVouchers(
          app.database,
          { clientId: req.query.client_id, expiryDate: new Date(req.query.expiry_date), file: file.data },
          { signal: gone.signal, actor: actorOf(req), clock: app.clock.now, beforeWrite: opts.beforeWrite },
        );
        return reply.status(201).send(result);
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );

  const imageOptions = { config: { answers: PNG_ANSWERS }, schema: { params: ZIdParams } };
  app.get(API.voucherImage(':id'), imageOptions, async (req, reply) =>
    sendPrivatePng(reply, await vouchers.getVoucherImage(app.db, req.params.id)),
  );

  app.get(
    API.purchasedVouchers,
    { schema: { querystring: ZPurchasedVoucherQuery, response: { 200: ZPurchasedVoucherList } } },
    async (req) => listPurchases(app.db, { customerId: req.query.user_id, voucherId: req.query.voucher_id }),
  );

  createRoute(
    app,
    API.purchaseVoucher,
    { body: ZSavePurchasedVoucherRequest, item: ZSavePurchasedVoucherResponse },
    (body, req) =>
      purchaseVoucher(
        app.db,
        app.events,
        actorOf(req),
        { customerId: body.user_id, voucherId: body.voucher_id },
        app.clock.now(),
      ),
  );
};
