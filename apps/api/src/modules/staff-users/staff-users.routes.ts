import { z } from 'zod';

import {
  API,
  ZCreateStaffUserRequest,
  ZIdParams,
  ZQueryBoolean,
  ZDetailResponse,
  ZSetStaffPasswordRequest,
  ZStaffUser,
  ZUpdateStaffUserRequest,
} from '@printhub/contract';

import { createRoute } from '../../lib/create-route';
import { actorOf } from '../audit-log/audit-log.actor';
import { createStaffUser, listStaffUsers, setStaffPassword, updateStaffUser } from './staff-users.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  createRoute(app, API.staffUsersCreate, { body: ZCreateStaffUserRequest, item: ZStaffUser }, (body, req) =>
    createStaffUser(app.db, actorOf(req), body),
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
    async (req) => updateStaffUser(app.db, actorOf(req), req.params.id, req.body),
  );

  // A super admin resets a staff user's password: their sessions end at once.
  app.post(
    '/api/staff_users/:id/password',
    { schema: { params: ZIdParams, body: ZSetStaffPasswordRequest, response: { 200: ZDetailResponse } } },
    async (req) => {
      await setStaffPassword(app.db, actorOf(req), req.params.id, req.body);
      return { detail: 'Password set' };
    },
  );
};
