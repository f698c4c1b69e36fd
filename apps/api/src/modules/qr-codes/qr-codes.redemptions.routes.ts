import { API, ZQrRedemptionRequest, ZQrRedemptionResponse } from '@printhub/contract';

import { createRoute } from '../../lib/create-route';
import { requireCustomer } from '../../plugins/auth';
import { redeemQrCode } from './qr-codes.redemptions.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A signed-in customer redeems a QR code for its coins (the customers' realm). */
export const qrRedemptionRoutes: FastifyPluginAsyncZod = async (app) => {
  createRoute(
    app,
    API.customerQrRedemptions,
    { body: ZQrRedemptionRequest, item: ZQrRedemptionResponse, access: 'customer' },
    (body, req) => redeemQrCode(app.db, app.events, requireCustomer(req).id, body.code, app.clock.now()),
  );
};
