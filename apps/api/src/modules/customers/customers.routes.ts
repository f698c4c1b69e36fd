import { z } from 'zod';

import {
  API,
  ZCreateUserRequest,
  ZCustomer,
  ZDetailResponse,
  ZIdParams,
  ZSetCustomerPasswordRequest,
  ZTimelinePage,
  ZTimelineQuery,
  ZCustomerListQuery,
  ZCustomerSearchQuery,
  ZCustomerSearchRow,
  ZUpdateUserRequest,
} from '@printhub/contract';

import { createRoute, updateRoute } from '../../lib/create-route';
import { listRoutes } from '../../lib/list-routes';
import { paginated } from '../../lib/pagination';
import { actorOf } from '../audit-log/audit-log.actor.routes';
import * as customerAuth from './customers.auth.service';
import * as customers from './customers.service';
import { customerTimeline } from './customers.timeline.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The print shop's customers, under the API's historical name `users`: super admins only. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, {
    path: API.users,
    exportPath: API.usersExport,
    name: 'users',
    query: ZCustomerListQuery,
    item: ZCustomer,
    page: (q, at) => customers.listCustomers(app.db, q, app.clock.timeZone, at),
    rows: (q, at) => customers.listCustomerRows(app.db, q, app.clock.timeZone, at),
    columns: {
      id: (c) => c.id,
      first_name: (c) => c.first_name,
      last_name: (c) => c.last_name,
      email: (c) => c.email,
      mobile: (c) => c.mobile,
      gstin: (c) => c.gstin,
      coin_balance: (c) => c.coin_balance,
      created_at: (c) => c.created_at,
    },
  });

  createRoute(app, API.users, { body: ZCreateUserRequest, item: ZCustomer }, (body, req) =>
    customers.createCustomer(app.db, actorOf(req), body),
  );

  app.get(API.user(':id'), { schema: { params: ZIdParams, response: { 200: ZCustomer } } }, async (req) =>
    customers.getCustomer(app.db, req.params.id),
  );

  // Their GSTIN, which the invoices numbered from now on print.
  updateRoute(app, 'PATCH', API.user(':id'), { body: ZUpdateUserRequest, item: ZCustomer }, (id, body, req) =>
    customers.updateCustomer(app.db, actorOf(req), id, body),
  );

  // Sets the password of a customer made here (who has none), or resets it: their sessions end.
  app.post(
    API.userPassword(':id'),
    { schema: { params: ZIdParams, body: ZSetCustomerPasswordRequest, response: { 200: ZDetailResponse } } },
    async (req) => {
      await customerAuth.setPassword(app.db, actorOf(req), req.params.id, req.body);
      return { detail: 'Password set' };
    },
  );

  // Finds the customer of a counter order: any signed-in account.
  app.get(
    API.customersSearch,
    {
      config: { access: 'staff' },
      schema: { querystring: ZCustomerSearchQuery, response: { 200: z.array(ZCustomerSearchRow) } },
    },
    async (req) => customers.searchCustomers(app.db, req.query.query),
  );

  // One timeline of everything the customer did, newest first, a page at a time.
  app.get(
    API.userTimeline(':id'),
    { schema: { params: ZIdParams, querystring: ZTimelineQuery, response: { 200: ZTimelinePage } } },
    async (req) => paginated(req.url, req.query, await customerTimeline(app.db, req.params.id, req.query)),
  );
};
