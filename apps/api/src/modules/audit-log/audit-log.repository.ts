import { and, eq, gte, lt } from 'drizzle-orm';

import { AUDIT_ORDERING_FIELDS } from '@printhub/contract';

import { auditLog } from '../../db/schema';
import { columnSortKeys, tableList, type ListPage } from '../../lib/lists';

import type { DbOrTx } from '../../db/client';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAuditEntries(db: DbOrTx, values: AuditInsert[]): Promise<void> {
  if (values.length > 0) await db.insert(auditLog).values(values);
}

export type AuditFilter = {
  actorId?: number;
  resource?: string;
  resourceId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
};
export type AuditPage = ListPage<(typeof AUDIT_ORDERING_FIELDS)[number]>;

function auditWhere(f: AuditFilter) {
  return and(
    f.actorId === undefined ? undefined : eq(auditLog.actorId, f.actorId),
    f.resource === undefined ? undefined : eq(auditLog.resource, f.resource),
    f.resourceId === undefined ? undefined : eq(auditLog.resourceId, f.resourceId),
    f.from === undefined ? undefined : gte(auditLog.createdAt, f.from),
    f.to === undefined ? undefined : lt(auditLog.createdAt, f.to),
  );
}

/** The entries the filters select, in the page's ordering (the id breaks ties). */
export const { rows: listAuditRows, count: countAuditEntries } = tableList(
  auditLog,
  auditWhere,
  columnSortKeys(auditLog, AUDIT_ORDERING_FIELDS, { actor: auditLog.actorName }),
);
