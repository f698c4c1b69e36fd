import { API, ZAuditEntry, ZAuditListQuery } from '@printhub/contract';

import { listReads, listRoutes } from '../../lib/list-routes';
import { auditList } from './audit-log.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The audit log: read only, super admins only (the default access), with its CSV export. No route changes
 * or deletes an entry.
 */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, {
    path: API.auditLog,
    exportPath: API.auditLogExport,
    name: 'audit-log',
    query: ZAuditListQuery,
    item: ZAuditEntry,
    ...listReads(app, auditList),
    columns: {
      id: (e) => e.id,
      created_at: (e) => e.created_at,
      actor_id: (e) => e.actor.id,
      actor: (e) => e.actor.full_name,
      action: (e) => e.action,
      resource: (e) => e.resource,
      resource_id: (e) => e.resource_id,
      summary: (e) => e.summary,
      changes: (e) => JSON.stringify(e.changes),
    },
  });
};
