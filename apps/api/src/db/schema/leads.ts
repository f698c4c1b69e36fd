import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { accounts } from './staff-users';

export const contactUs = pgTable(
  'contact_us',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_us_created_at_idx').on(t.createdAt.desc().nullsFirst())],
);
