import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { from as copyFrom } from 'pg-copy-streams';

import type { Database } from './client';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * A statement sent straight to the driver, past Drizzle (for the few whose building or per-query type
 * parsers cost more than the statement): `name` makes it a named prepared statement on PostgreSQL, parsed
 * and planned once per connection (a name stands for one text for the life of the process); PGlite runs
 * it as it is. Values go as they are (no column encoding): pass dates as ISO strings.
 */
export async function runSql<R>(
  database: Database,
  statement: { text: string; values: unknown[]; name?: string },
): Promise<R[]> {
  if (database.kind === 'pglite') {
    return (await (database.client as PGlite).query<R>(statement.text, statement.values)).rows;
  }
  const pool = database.client as pg.Pool;
  const result = statement.name
    ? await pool.query<R & pg.QueryResultRow>({ ...statement })
    : await pool.query<R & pg.QueryResultRow>(statement.text, statement.values);
  return result.rows;
}

/**
 * `copy … from stdin …` with `data` as its input, in one statement (so its own transaction): PGlite reads it
 * from a blob; PostgreSQL from a stream, on a connection of the pool held for that statement.
 */
export async function copyIn(database: Database, copyFromStdin: string, data: string): Promise<void> {
  if (database.kind === 'pglite') {
    await (database.client as PGlite).query(copyFromStdin.replace(/\bstdin\b/, "'/dev/blob'"), [], {
      blob: new Blob([data]),
    });
    return;
  }
  const conn = await (database.client as pg.Pool).connect();
  try {
    await pipeline(Readable.from([data]), conn.query(copyFrom(copyFromStdin)));
  } finally {
    conn.release();
  }
}
