import { sql, type SQL } from 'drizzle-orm';

import type { DbOrTx } from '../db/client';
import type { PgTable } from 'drizzle-orm/pg-core';

/** `%text%` for a LIKE on a lower-cased column, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The number of matching rows, counted no further than the cap (contract's countCap: lower for searches). */
export async function cappedCount(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}
