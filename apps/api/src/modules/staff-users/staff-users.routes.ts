import { z } from 'zod';

import {
  API,
  ZCreateStaffUserRequest,
  ZIdParams,
  ZQueryBoolean,
  ZStaffUser,
  ZUpdateStaffUserRequest,
} from '@printhub/contract';

import { createRoute } from '../../lib/create-route';
import { createStaffUser, listStaffUsers, setStaffUserActive } from './staff-users.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  createRoute(app, API.staffUsersCreate, { body: ZCreateStaffUserRequest, item: ZStaffUser }, (body) =>
    createStaffUser(app.db, body),
  );

  app.get(
    API.staffUsers,
    {
      schema: {
        querystring: z.object({ is_active: ZQueryBoolean.optional() }),
        response: { 200: z.array(ZStaffUser) },
      },
    },
    async (req) => listStaffUsers(app.db, req.query),
  );

  app.patch(
    '/api/staff_users/:id/',
    { schema: { params: ZIdParams, body: ZUpdateStaffUserRequest, response: { 200: ZStaffUser } } },
    async (req) => setStaffUserActive(app.db, req.params.id, req.body.is_active),
  );
};
