import { primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Unfinished work and who is doing it: one row per piece of work in progress (`kind`, and `key` within the
 * kind: a voucher upload by its id), held by one process (`owner`, `<pid>@<host>/<random>`) until
 * `expires_at`. The holder renews the row while it works and deletes it when it ends; another process may
 * take the work over (or clean up what it left) only once `expires_at` has passed (src/lib/leases.ts).
 */
export const leases = pgTable(
  'leases',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    owner: text('owner').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'leases_pkey', columns: [t.kind, t.key] })],
);
