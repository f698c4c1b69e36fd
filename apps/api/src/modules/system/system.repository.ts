import { sql } from 'drizzle-orm';

import { rowsOf } from '../../db/rows';

import type { DbOrTx } from '../../db/client';

/** One round trip to the database; throws when it cannot be reached. */
export async function ping(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The `created_at` (as text) of every migration drizzle's migrator recorded as applied; none when its table
 * is not there (a database never migrated). Throws when the database cannot be reached.
 */
export async function appliedMigrations(db: DbOrTx): Promise<string[]> {
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table?.present) return [];
  const rows = rowsOf<{ created_at: string }>(
    await db.execute(sql`select created_at::text as created_at from drizzle.__drizzle_migrations`),
  );
  return rows.map((r) => r.created_at);
}
