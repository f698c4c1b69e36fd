import { API, ZAuditListQuery, ZAuditPage } from '@printhub/contract';

import { paginated } from '../../lib/pagination';
import { listAuditLog } from './audit-log.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The audit log: read only, super admins only (the default access). No route changes or deletes it. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.auditLog,
    { schema: { querystring: ZAuditListQuery, response: { 200: ZAuditPage } } },
    async (req) => paginated(req.url, req.query, await listAuditLog(app.db, req.query)),
  );
};
