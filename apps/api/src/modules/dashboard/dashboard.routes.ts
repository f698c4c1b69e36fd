import { API, ZDashboard, ZStaffDashboard } from '@printhub/contract';

import { requireAccount } from '../../plugins/auth';
import { getDashboard, getStaffDashboard } from './dashboard.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.dashboard, { schema: { response: { 200: ZDashboard } } }, async () =>
    getDashboard(app.db, app.clock.now(), app.clock),
  );

  app.get(
    API.staffDashboard,
    { config: { access: 'staff' }, schema: { response: { 200: ZStaffDashboard } } },
    async (req) => getStaffDashboard(app.db, requireAccount(req).account.id, app.clock.now(), app.clock),
  );
};
