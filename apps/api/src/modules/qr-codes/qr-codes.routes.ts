import {
  API,
  QR_IMAGE_MAX_BYTES,
  QR_MULTIPART_FIELDS,
  ZIdParams,
  ZQrBulkUpdateRequest,
  ZQrBulkUpdateResponse,
  ZQrCode,
  ZQrDeleteQuery,
  ZQrDeleteResponse,
  ZQrIdQuery,
  ZQrListQuery,
  ZQrScansPerDay,
  ZQrScansQuery,
} from '@printhub/contract';

import { listReads, listRoutes } from '../../lib/list-routes';
import { readMultipart } from '../../lib/multipart';
import { PNG_ANSWERS, sendPrivatePng } from '../../lib/png-reply';
import { actorOf } from '../audit-log/audit-log.actor.routes';
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
  listRoutes(app, {
    path: API.qrCodes,
    exportPath: API.qrCodesExport,
    name: 'qr-codes',
    query: ZQrListQuery,
    item: ZQrCode,
    ...listReads(app, qr.qrCodeList, { whole: true }),
    columns: {
      id: (r) => r.id,
      code: (r) => r.code,
      company: (r) => r.company,
      value: (r) => r.value,
      validity: (r) => r.validity,
      generated_date: (r) => r.generated_date,
      count: (r) => r.count,
      is_active: (r) => r.is_active,
      redirection_url: (r) => r.redirection_url,
      max_redemptions: (r) => r.max_redemptions,
      redeemed: (r) => r.redeemed,
    },
  });

  app.post(API.qrSave, { schema: { response: { 201: ZQrCode } } }, async (req, reply) => {
    const body = await readMultipart(req, multipartOptions);
    return reply.status(201).send(await qr.createQrCode(app.db, actorOf(req), body, app.clock.now()));
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

  const imageOptions = { config: { answers: PNG_ANSWERS }, schema: { params: ZIdParams } };
  app.get(API.qrImage(':id'), imageOptions, async (req, reply) =>
    sendPrivatePng(reply, await qr.getQrImage(app.db, req.params.id)),
  );

  app.get(
    API.qrScans(':id'),
    { schema: { params: ZIdParams, querystring: ZQrScansQuery, response: { 200: ZQrScansPerDay } } },
    async (req) => qr.getQrScans(app.db, req.params.id, req.query.days, app.clock.now()),
  );
};
