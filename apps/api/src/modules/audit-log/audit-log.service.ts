import {
  AUDIT_SECRET,
  type TAuditAction,
  type TAuditChanges,
  type TAuditEntry,
  type TAuditListQuery,
  type TAuditResource,
} from '@printhub/contract';

import { shopDayRange, type Clock } from '../../lib/clock';
import { filteredList } from '../../lib/list-service';
import * as repo from './audit-log.repository';

import type { DbOrTx } from '../../db/client';

/** Who makes a change: a signed-in account (id and name as they are now), or the system (id null). */
export type Actor = { id: number | null; name: string };
export const SYSTEM_ACTOR: Actor = { id: null, name: 'System' };

/** A flat record of a resource's fields (its API shape is fine): what `diff` compares. */
type Fields = Record<string, unknown>;

/** Fields whose value never goes into the log: a change shows as "changed". */
const SECRET_FIELDS = new Set(['password', 'password_hash', 'passwordHash', 'token', 'new_password']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * {field: [before, after]} for each field that differs; a missing side (creation, deletion) is null.
 * Secret fields show as "changed", never their value.
 */
export function diff(before: Fields | null, after: Fields | null): TAuditChanges {
  const changes: TAuditChanges = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (same(a, b)) continue;
    changes[key] = SECRET_FIELDS.has(key)
      ? [before ? AUDIT_SECRET : null, after ? AUDIT_SECRET : null]
      : [a, b];
  }
  return changes;
}

export type Change = {
  action: TAuditAction;
  resource: TAuditResource;
  resourceId: number | string;
  summary: string;
  /** The record before and after (null before a creation, after a deletion); `changes` is their diff. */
  before?: Fields | null;
  after?: Fields | null;
  /** Extra or explicit changes, merged over the diff. */
  changes?: TAuditChanges;
};

const VERBS = { create: 'Created', update: 'Updated', delete: 'Deleted' } as const;

/**
 * The entry of a record created (no `before`), updated, or deleted (no `after`), its summary naming it:
 * `Created the client Acme`.
 */
export function recordEntry<R extends Fields & { id: number }>(
  resource: TAuditResource,
  what: { noun: string; name: string },
  record: { before?: R | null; after?: R | null },
): Change {
  const action = !record.before ? 'create' : record.after ? 'update' : 'delete';
  return {
    action,
    resource,
    resourceId: (record.after ?? record.before)!.id,
    summary: `${VERBS[action]} the ${what.noun} ${what.name}`,
    before: record.before,
    after: record.after,
  };
}

/**
 * Writes the entries of one change. Call it inside the change's own transaction: if the change rolls back,
 * so do its entries, and if writing them fails, the change fails with them.
 */
export async function recordChanges(tx: DbOrTx, actor: Actor, changes: Change[]): Promise<void> {
  await repo.insertAuditEntries(
    tx,
    changes.map((c) => ({
      actorId: actor.id,
      actorName: actor.name,
      action: c.action,
      resource: c.resource,
      resourceId: String(c.resourceId),
      summary: c.summary,
      changes: { ...diff(c.before ?? null, c.after ?? null), ...c.changes },
    })),
  );
}

export const recordChange = (tx: DbOrTx, actor: Actor, change: Change) => recordChanges(tx, actor, [change]);

function toEntry(row: repo.AuditRow): TAuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, full_name: row.actorName },
    action: row.action,
    resource: row.resource,
    resource_id: row.resourceId,
    summary: row.summary,
    changes: row.changes,
    created_at: row.createdAt.toISOString(),
  };
}

/** The entries the filters select, in the query's ordering (newest first by default), and their count. */
export const auditList = filteredList({
  // The dates are whole days of the shop's time zone, both included.
  filter: (q: TAuditListQuery, clock: Clock): repo.AuditFilter => {
    const days = shopDayRange(q, clock.timeZone);
    return {
      actorId: q.actor,
      resource: q.resource,
      resourceId: q.resource_id || undefined,
      from: days.from,
      to: days.until,
    };
  },
  rows: repo.listAuditRows,
  count: repo.countAuditEntries,
  item: toEntry,
});
