import { and, desc, eq, gte, lt } from 'drizzle-orm';

import { COUNT_CAP } from '@printhub/contract';

import { auditLog } from '../../db/schema';
import { cappedCount } from '../../lib/lists';

import type { DbOrTx } from '../../db/client';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAuditEntries(db: DbOrTx, values: AuditInsert[]): Promise<void> {
  if (values.length > 0) await db.insert(auditLog).values(values);
}

/** A page of entries, newest first. `to` is exclusive. */
export async function listAuditEntries(
  db: DbOrTx,
  q: {
    actorId?: number;
    resource?: string;
    resourceId?: string;
    from?: Date;
    to?: Date;
    limit: number;
    offset: number;
  },
): Promise<{ rows: AuditRow[]; count: number }> {
  const where = and(
    q.actorId === undefined ? undefined : eq(auditLog.actorId, q.actorId),
    q.resource === undefined ? undefined : eq(auditLog.resource, q.resource),
    q.resourceId === undefined ? undefined : eq(auditLog.resourceId, q.resourceId),
    q.from === undefined ? undefined : gte(auditLog.createdAt, q.from),
    q.to === undefined ? undefined : lt(auditLog.createdAt, q.to),
  );
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(q.limit)
    .offset(q.offset);
  return { rows, count: await cappedCount(db, auditLog, where, COUNT_CAP) };
}
