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

import { createRoute } from '../../lib/create-route';
import { listRoutes } from '../../lib/list-routes';
import {
  createStaffUser,
  listStaffUsers,
  pageStaffUsers,
  setStaffPassword,
  updateStaffUser,
} from './staff-users.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  createRoute(app, API.staffUsersCreate, { body: ZCreateStaffUserRequest, item: ZStaffUser }, (body) =>
    createStaffUser(app.db, body),
  );

  listRoutes(app, {
    path: API.staffUsers,
    exportPath: API.staffUsersExport,
    name: 'staff-users',
    query: ZStaffUserListQuery,
    item: ZStaffUser,
    whole: { item: ZStaffUser, list: (q) => listStaffUsers(app.db, q) },
    page: (q, at) => pageStaffUsers(app.db, q, at),
    rows: (q, at) => listStaffUsers(app.db, q, at),
    columns: {
      id: (u) => u.id,
      full_name: (u) => u.full_name,
      email: (u) => u.email,
      mobile: (u) => u.mobile,
      is_active: (u) => u.is_active,
      created_at: (u) => u.created_at,
    },
  });

  app.patch(
    '/api/staff_users/:id/',
    { schema: { params: ZIdParams, body: ZUpdateStaffUserRequest, response: { 200: ZStaffUser } } },
    async (req) => updateStaffUser(app.db, req.params.id, req.body),
  );

  // A super admin resets a staff user's password: their sessions end at once.
  app.post(
    '/api/staff_users/:id/password',
    { schema: { params: ZIdParams, body: ZSetStaffPasswordRequest, response: { 200: ZDetailResponse } } },
    async (req) => {
      await setStaffPassword(app.db, req.params.id, req.body);
      return { detail: 'Password set' };
    },
  );
};
