import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { accounts } from './staff-users';

/**
 * Who changed what: one row per change made in the back office, written in the change's own transaction.
 * Rows are only ever inserted: no route updates or deletes them, and a trigger (migration 0017) makes the
 * database refuse any UPDATE, DELETE or TRUNCATE, save the foreign key clearing a deleted account's id.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The account that made the change; null for the system (a sign-in lock). */
    actorId: integer('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The actor's name when the change was made. */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id').notNull(),
    summary: text('summary').notNull(),
    /** {field: [before, after]}. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_resource_idx').on(t.resource, t.resourceId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);
