import {
  API,
  ZCoinAdjustmentRequest,
  ZCoinAdjustmentResponse,
  ZCoinInfo,
  ZCoinInfoQuery,
} from '@printhub/contract';

import { requireAccount } from '../../plugins/auth';
import { adjustCoins, getCoinInfo } from './coins.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A customer's coins: balance, history and adjustments by a super admin (the default access). */
export const coinsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.coinInfo,
    { schema: { querystring: ZCoinInfoQuery, response: { 200: ZCoinInfo } } },
    async (req) => getCoinInfo(app.db, req.query.user_id),
  );

  app.post(
    API.coinAdjustments,
    { schema: { body: ZCoinAdjustmentRequest, response: { 201: ZCoinAdjustmentResponse } } },
    async (req, reply) => {
      const { account } = requireAccount(req);
      const result = await adjustCoins(app.db, {
        ...req.body,
        userId: req.body.user_id,
        adminId: account.id,
      });
      return reply.status(201).send(result);
    },
  );
};
