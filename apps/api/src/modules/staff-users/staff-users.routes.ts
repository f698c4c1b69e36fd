import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, ZCreateStaffUserRequest, ZStaffUser, ZStaffUserOption } from '@printhub/contract';
import { findActiveStaff } from '../orders/orders.repository';
import { createStaffUser } from './staff-users.service';

export const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.staffUsersCreate,
    { schema: { body: ZCreateStaffUserRequest, response: { 201: ZStaffUser } } },
    async (req, reply) => reply.status(201).send(await createStaffUser(app.db, req.body)),
  );

  app.get(API.staffUsers, { schema: { response: { 200: z.array(ZStaffUserOption) } } }, async () =>
    findActiveStaff(app.db),
  );
};
