import { API, ZQrRedemptionRequest, ZQrRedemptionResponse } from '@printhub/contract';

import { requireCustomer } from '../../plugins/auth';
import { redeemQrCode } from './qr-codes.redemptions.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A signed-in customer redeems a QR code for its coins (the customers' realm). */
export const qrRedemptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.customerQrRedemptions,
    {
      config: { access: 'customer' },
      schema: { body: ZQrRedemptionRequest, response: { 201: ZQrRedemptionResponse } },
    },
    async (req, reply) =>
      reply.status(201).send(await redeemQrCode(app.db, requireCustomer(req).id, req.body.code)),
  );
};
