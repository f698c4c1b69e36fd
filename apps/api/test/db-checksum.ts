import { sql } from 'drizzle-orm';

import { rowsOf } from '../src/db/rows';

import type { Db } from '../src/db/client';

/** Every table of the public schema (what the migrations made), in name order. */
export async function publicTables(db: Db): Promise<string[]> {
  const res = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rowsOf<{ tablename: string }>(res).map((r) => r.tablename);
}

/**
 * One md5 per table over all its rows (each row as text, in a fixed order), read in one statement so that it
 * is one consistent snapshot. Equal sums before and after a request mean it changed no row of that table.
 * `ignoreColumns` leaves columns out of a table's sum (bookkeeping that any request may touch).
 */
export function checksummer(db: Db, tables: readonly string[], ignoreColumns: Record<string, string[]> = {}) {
  const rowText = (name: string) =>
    ignoreColumns[name]
      ? `(to_jsonb(t) - ${ignoreColumns[name].map((c) => `'${c}'`).join(' - ')})::text`
      : 't::text';
  const columns = tables.map(
    (name) =>
      `'${name}', (select md5(coalesce(string_agg(${rowText(name)}, '|' order by ${rowText(name)}), '')) from "${name}" t)`,
  );
  const query = sql.raw(`select json_build_object(${columns.join(', ')}) as sums`);
  return async (): Promise<Record<string, string>> => {
    const sums = rowsOf<{ sums: Record<string, string> | string }>(await db.execute(query))[0]!.sums;
    return typeof sums === 'string' ? (JSON.parse(sums) as Record<string, string>) : sums;
  };
}
