import {
  API,
  ZCoinAdjustmentRequest,
  ZCoinAdjustmentResponse,
  ZCoinInfo,
  ZCoinInfoQuery,
  ZCustomerCoins,
  ZCustomerCoinsQuery,
} from '@printhub/contract';

import { createRoute } from '../../lib/create-route';
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

  createRoute(
    app,
    API.coinAdjustments,
    { body: ZCoinAdjustmentRequest, item: ZCoinAdjustmentResponse },
    (body, req) => {
      const { account } = requireAccount(req);
      return adjustCoins(
        app.db,
        { id: account.id, name: account.fullName },
        { ...body, customerId: body.user_id },
      );
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
