import { inArray } from 'drizzle-orm';

import type { DbOrTx } from './client';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

/**
 * The rows of a raw `db.execute(sql…)` result. node-postgres and PGlite both answer `{ rows }`, but Drizzle
 * types the result per driver, so the one cast lives here.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/** A table whose rows have a serial id. */
type IdTable = PgTable & { id: PgColumn };

/** Inserts one row and answers its id. */
export async function insertId<T extends IdTable>(
  db: DbOrTx,
  table: T,
  values: PgInsertValue<T>,
): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row!.id as number;
}

/** Deletes the rows with these ids; answers the ids that existed. */
export async function deleteIds(db: DbOrTx, table: IdTable, ids: number[]): Promise<number[]> {
  const rows = await db.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
  return rows.map((r) => r.id as number);
}
