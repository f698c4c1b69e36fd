import {
  API,
  ZCreateUserRequest,
  ZCustomer,
  ZCustomerPage,
  ZDetailResponse,
  ZIdParams,
  ZSetCustomerPasswordRequest,
  ZTimelinePage,
  ZTimelineQuery,
  ZUserListQuery,
} from '@printhub/contract';

import { createRoute } from '../../lib/create-route';
import { paginated } from '../../lib/pagination';
import { actorOf } from '../audit-log/audit-log.actor';
import * as customerAuth from './customers.auth.service';
import * as customers from './customers.service';
import { customerTimeline } from './customers.timeline';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The print shop's customers, under the API's historical name `users`: super admins only. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.users,
    { schema: { querystring: ZUserListQuery, response: { 200: ZCustomerPage } } },
    async (req) => paginated(req.url, req.query, await customers.listUsers(app.db, req.query)),
  );

  createRoute(app, API.users, { body: ZCreateUserRequest, item: ZCustomer }, (body, req) =>
    customers.createUser(app.db, actorOf(req), body),
  );

  app.get('/api/users/:id/', { schema: { params: ZIdParams, response: { 200: ZCustomer } } }, async (req) =>
    customers.getUser(app.db, req.params.id),
  );

  // Sets the password of a customer made here (who has none), or resets it: their sessions end.
  app.post(
    '/api/users/:id/password',
    { schema: { params: ZIdParams, body: ZSetCustomerPasswordRequest, response: { 200: ZDetailResponse } } },
    async (req) => {
      await customerAuth.setPassword(app.db, actorOf(req), req.params.id, req.body);
      return { detail: 'Password set' };
    },
  );

  // One timeline of everything the customer did, newest first, a page at a time.
  app.get(
    '/api/users/:id/timeline/',
    { schema: { params: ZIdParams, querystring: ZTimelineQuery, response: { 200: ZTimelinePage } } },
    async (req) => paginated(req.url, req.query, await customerTimeline(app.db, req.params.id, req.query)),
  );
};
