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
  /** PostgreSQL: the connection string (a process's notification listener opens its own connection). */
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

/** Statement texts given a name at most, per process (each connection prepares those it runs). */
const MAX_NAMED_STATEMENTS = 500;

/**
 * Which of Drizzle's statements run as named prepared statements: plain `select`s whose plan does not hang on
 * a parameter's value the way a pattern's does (a search's `like` is planned by how common its term is, so it
 * is parsed and planned afresh each time, as is anything that is not a `select`).
 */
export function mayPrepare(text: string): boolean {
  return text.startsWith('select ') && !/\blike\b/i.test(text);
}

/**
 * A pool that prepares the statements Drizzle sends (a query config object; a plain string, as scripts and
 * maintenance send, runs as it is): each `select` text that `mayPrepare` is given a name of its own, the same
 * for the life of the process, so that each connection parses it once and then only binds and executes it,
 * and PostgreSQL may keep a generic plan for it after five executions (plan_cache_mode auto: when that plan
 * costs no more than the custom ones). Statements inside a transaction run on the transaction's client as
 * they are.
 */
export class PreparingPool extends pg.Pool {
  readonly #names = new Map<string, string>();

  /** The statement's name, if it is prepared: assigned on first sight, up to MAX_NAMED_STATEMENTS texts. */
  statementName(text: string): string | undefined {
    let name = this.#names.get(text);
    if (name === undefined && this.#names.size < MAX_NAMED_STATEMENTS && mayPrepare(text)) {
      name = `printhub_${this.#names.size + 1}`;
      this.#names.set(text, name);
    }
    return name;
  }

  constructor(config?: pg.PoolConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const [config] = args;
      if (config && typeof config === 'object' && !(config as pg.QueryConfig).name) {
        const text = (config as pg.QueryConfig).text;
        const name = typeof text === 'string' ? this.statementName(text) : undefined;
        if (name) args[0] = { ...(config as pg.QueryConfig), name };
      }
      return query(...args);
    }) as pg.Pool['query'];
  }
}

export function fromPostgres(url: string, max = 10): Database {
  const pool = new PreparingPool({ connectionString: url, max });
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
