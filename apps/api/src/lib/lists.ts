import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import { parseOrdering, type TOrdering } from '@printhub/contract';

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

/** What a list sorts on: a column, or an expression (several for a field that sorts on more than one). */
export type SortKey = AnyColumn | SQL | SQL.Aliased;

/**
 * A list's `ordering` as Drizzle's orderBy: the field's key(s) in its direction, then the row id in the same
 * direction, so that rows with equal keys keep one order and paging never repeats or skips a row.
 */
export function orderByOf<F extends string>(
  ordering: TOrdering<F>,
  keys: Record<F, SortKey | readonly SortKey[]>,
  id: AnyColumn | SQL,
): SQL[] {
  const { field, descending } = parseOrdering(ordering);
  const direction = descending ? desc : asc;
  const fieldKeys = keys[field];
  const list: readonly SortKey[] = Array.isArray(fieldKeys) ? fieldKeys : [fieldKeys as SortKey];
  return [...list.map((k) => direction(k)), direction(id)];
}
