import {
  API,
  ZCreateUserRequest,
  ZCustomer,
  ZCustomerPage,
  ZIdParams,
  ZUserListQuery,
} from '@printhub/contract';

import { createRoute } from '../../lib/create-route';
import { paginated } from '../../lib/pagination';
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
};
