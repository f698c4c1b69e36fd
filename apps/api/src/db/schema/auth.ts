import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** When the token was last used, to the minute: a token unused for TOKEN_IDLE_HOURS stops working. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_account_idx').on(t.accountId)],
);

/**
 * Attempts counted for throttling: one row per key ('signin:…', 'ip:…', 'scan:…') and minute, raised in
 * one statement before the attempt is evaluated. Rows are purged an hour after their minute.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('throttle_counters_window_idx').on(t.windowStart),
  ],
);
