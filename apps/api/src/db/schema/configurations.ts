import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { accounts } from './staff-users';

export const configurations = pgTable('configurations', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
});
