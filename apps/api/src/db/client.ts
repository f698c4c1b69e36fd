import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

import * as schema from './schema';

import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction, as `db.transaction(async (tx) => …)` hands it over. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Tx | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw handle for tests and maintenance (dump, drop). */
  client: PGlite | pg.Pool;
  /** PostgreSQL: the connection string (what a tool or a test opens another connection with). */
  url?: string;
  close(): Promise<void>;
}

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    client,
    close: () => client.close(),
  };
}

/**
 * A pool of `max` connections. Statements run unnamed (parsed and planned each time) unless their builder
 * names them: the order lists (`orders.repository.ts` `preparedList`), the session lookups and the QR scan
 * are named prepared statements, built where they are written (db/prepared.ts, db/raw.ts).
 */
export function fromPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on('error', () => {});
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    client: pool,
    url,
    close: () => pool.end(),
  };
}

/** A PGlite with the extensions the migrations need; no data directory = in memory. */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const client = createPglite(opts.dataDir === 'memory://' ? undefined : opts.dataDir);
  await client.waitReady;
  return fromPglite(client);
}
