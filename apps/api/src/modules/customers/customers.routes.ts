import {
  API,
  ZCreateUserRequest,
  ZCustomer,
  ZCustomerPage,
  ZDetailResponse,
  ZIdParams,
  ZSetCustomerPasswordRequest,
  ZUserListQuery,
} from '@printhub/contract';

import { createRoute } from '../../lib/create-route';
import { paginated } from '../../lib/pagination';
import * as customerAuth from './customers.auth.service';
import * as customers from './customers.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The print shop's customers, under the API's historical name `users`: super admins only. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.users,
    { schema: { querystring: ZUserListQuery, response: { 200: ZCustomerPage } } },
    async (req) => paginated(req.url, req.query, await customers.listUsers(app.db, req.query)),
  );

  createRoute(app, API.users, { body: ZCreateUserRequest, item: ZCustomer }, (body) =>
    customers.createUser(app.db, body),
  );

  app.get('/api/users/:id/', { schema: { params: ZIdParams, response: { 200: ZCustomer } } }, async (req) =>
    customers.getUser(app.db, req.params.id),
  );

  // Sets the password of a customer made here (who has none), or resets it: their sessions end.
  app.post(
    '/api/users/:id/password',
    { schema: { params: ZIdParams, body: ZSetCustomerPasswordRequest, response: { 200: ZDetailResponse } } },
    async (req) => {
      await customerAuth.setPassword(app.db, req.params.id, req.body);
      return { detail: 'Password set' };
    },
  );
};
