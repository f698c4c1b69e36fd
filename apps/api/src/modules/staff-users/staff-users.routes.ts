import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ZCreateStaffUserRequest, ZStaffUser } from '@printhub/contract';
import { createStaffUser } from './staff-users.service';

export const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.staffUsersCreate,
    { schema: { body: ZCreateStaffUserRequest, response: { 201: ZStaffUser } } },
    async (req, reply) => reply.status(201).send(await createStaffUser(app.db, req.body)),
  );
};
