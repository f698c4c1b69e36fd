import { z } from 'zod';

import {
  API,
  ZCreateStaffUserRequest,
  ZIdParams,
  ZQueryBoolean,
  ZStaffUser,
  ZUpdateStaffUserRequest,
} from '@printhub/contract';

import { createStaffUser, listStaffUsers, setStaffUserActive } from './staff-users.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.staffUsersCreate,
    { schema: { body: ZCreateStaffUserRequest, response: { 201: ZStaffUser } } },
    async (req, reply) => reply.status(201).send(await createStaffUser(app.db, req.body)),
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
