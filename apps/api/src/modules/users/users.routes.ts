import {
  API,
  ZCoinAdjustmentRequest,
  ZCoinAdjustmentResponse,
  ZCoinInfo,
  ZCoinInfoQuery,
  ZCreateUserRequest,
  ZCustomer,
  ZCustomerPage,
  ZIdParams,
  ZUserListQuery,
} from '@printhub/contract';

import { paginated } from '../../lib/pagination';
import { requireAccount } from '../../plugins/auth';
import { adjustCoins, getCoinInfo } from '../coins/coins.service';
import * as users from './users.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.users,
    { schema: { querystring: ZUserListQuery, response: { 200: ZCustomerPage } } },
    async (req) => {
      const page = await users.listUsers(app.db, req.query);
      return paginated(req.url, req.query, page);
    },
  );

  app.post(
    API.users,
    { schema: { body: ZCreateUserRequest, response: { 201: ZCustomer } } },
    async (req, reply) => reply.status(201).send(await users.createUser(app.db, req.body)),
  );

  app.get('/api/users/:id/', { schema: { params: ZIdParams, response: { 200: ZCustomer } } }, async (req) =>
    users.getUser(app.db, req.params.id),
  );

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
