import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { accounts } from './staff-users';

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_tokens_account_idx').on(t.accountId)],
);

/** Failed sign-ins, one row per failure and throttle key ('email:…' or 'ip:…'), kept for a short window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_time_idx').on(t.key, t.createdAt)],
);
