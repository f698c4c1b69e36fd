import {
  API,
  ZCreateStaffUserRequest,
  ZIdParams,
  ZStaffUserListQuery,
  ZDetailResponse,
  ZSetStaffPasswordRequest,
  ZStaffUser,
  ZUpdateStaffUserRequest,
} from '@printhub/contract';

import { createRoute, updateRoute } from '../../lib/create-route';
import { listReads, listRoutes } from '../../lib/list-routes';
import { actorOf } from '../audit-log/audit-log.actor.routes';
import { createStaffUser, setStaffPassword, staffUserList, updateStaffUser } from './staff-users.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  createRoute(app, API.staffUsersCreate, { body: ZCreateStaffUserRequest, item: ZStaffUser }, (body, req) =>
    createStaffUser(app.db, actorOf(req), body),
  );

  listRoutes(app, {
    path: API.staffUsers,
    exportPath: API.staffUsersExport,
    name: 'staff-users',
    query: ZStaffUserListQuery,
    item: ZStaffUser,
    ...listReads(app, staffUserList, { whole: true }),
    columns: {
      id: (u) => u.id,
      full_name: (u) => u.full_name,
      email: (u) => u.email,
      mobile: (u) => u.mobile,
      is_active: (u) => u.is_active,
      created_at: (u) => u.created_at,
    },
  });

  updateRoute(
    app,
    'PATCH',
    API.staffUser(':id'),
    { body: ZUpdateStaffUserRequest, item: ZStaffUser },
    (id, body, req) => updateStaffUser(app.db, actorOf(req), id, body),
  );

  // A super admin resets a staff user's password: their sessions end at once.
  app.post(
    API.staffUserPassword(':id'),
    { schema: { params: ZIdParams, body: ZSetStaffPasswordRequest, response: { 200: ZDetailResponse } } },
    async (req) => {
      await setStaffPassword(app.db, actorOf(req), req.params.id, req.body);
      return { detail: 'Password set' };
    },
  );
};
