import {
  API,
  QR_IMAGE_MAX_BYTES,
  QR_MULTIPART_FIELDS,
  ZIdParams,
  ZQrBulkUpdateRequest,
  ZQrBulkUpdateResponse,
  ZQrCode,
  ZQrCodeList,
  ZQrDeleteQuery,
  ZQrDeleteResponse,
  ZQrIdQuery,
  ZQrListQuery,
  ZQrScansPerDay,
  ZQrScansQuery,
} from '@printhub/contract';

import { readMultipart } from '../../lib/multipart';
import { sendPrivatePng } from '../../lib/png-reply';
import { actorOf } from '../audit-log/audit-log.actor';
import * as qr from './qr-codes.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const multipartOptions = {
  fileField: 'image',
  allowedFields: QR_MULTIPART_FIELDS,
  maxFileBytes: QR_IMAGE_MAX_BYTES,
  tooLarge: qr.QR_IMAGE_TOO_LARGE,
};

/** The QR code family: super admins only (the default access). */
export const qrCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.qrCodes,
    { schema: { querystring: ZQrListQuery, response: { 200: ZQrCodeList } } },
    async (req) => qr.listQrCodes(app.db, req.query.id),
  );

  app.post(API.qrSave, { schema: { response: { 201: ZQrCode } } }, async (req, reply) => {
    const body = await readMultipart(req, multipartOptions);
    return reply.status(201).send(await qr.createQrCode(app.db, actorOf(req), body));
  });

  app.post(API.qrUpdate, { schema: { querystring: ZQrIdQuery, response: { 200: ZQrCode } } }, async (req) =>
    qr.updateQrCode(app.db, actorOf(req), req.query.qr_id, await readMultipart(req, multipartOptions)),
  );

  app.delete(
    API.qrDelete,
    { schema: { querystring: ZQrDeleteQuery, response: { 200: ZQrDeleteResponse } } },
    async (req) => ({ deleted: await qr.deleteQrCodes(app.db, actorOf(req), req.query.qr_id) }),
  );

  app.post(
    API.qrBulkUpdate,
    { schema: { body: ZQrBulkUpdateRequest, response: { 200: ZQrBulkUpdateResponse } } },
    async (req) => qr.setQrCodesActive(app.db, actorOf(req), req.body),
  );

  app.get('/api/qr-codes/:id/image', { schema: { params: ZIdParams } }, async (req, reply) =>
    sendPrivatePng(reply, await qr.getQrImage(app.db, req.params.id)),
  );

  app.get(
    '/api/qr-codes/:id/scans/',
    { schema: { params: ZIdParams, querystring: ZQrScansQuery, response: { 200: ZQrScansPerDay } } },
    async (req) => qr.getQrScans(app.db, req.params.id, req.query.days),
  );
};
