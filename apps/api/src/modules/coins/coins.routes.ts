import {
  API,
  ZCoinAdjustmentRequest,
  ZCoinAdjustmentResponse,
  ZCoinInfo,
  ZCoinInfoQuery,
  ZCustomerCoins,
  ZCustomerCoinsQuery,
} from '@printhub/contract';

import { paginated } from '../../lib/pagination';
import { requireAccount, requireCustomer } from '../../plugins/auth';
import { adjustCoins, customerCoins, getCoinInfo } from './coins.service';

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
      const result = await adjustCoins(
        app.db,
        { id: account.id, name: account.fullName },
        { ...req.body, customerId: req.body.user_id },
      );
      return reply.status(201).send(result);
    },
  );

  // The signed-in customer's own statement (the customers' realm).
  app.get(
    API.customerCoins,
    {
      config: { access: 'customer' },
      schema: { querystring: ZCustomerCoinsQuery, response: { 200: ZCustomerCoins } },
    },
    async (req) => {
      const { balance, ...page } = await customerCoins(app.db, requireCustomer(req).id, req.query);
      return { balance, ...paginated(req.url, req.query, page) };
    },
  );
};
