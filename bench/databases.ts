/** Fresh databases for one benchmark: a throw-away PostgreSQL database (dropped after, Ctrl-C included) or PGlite. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { createPglite, fromPglite, fromPostgres, type Database } from '../apps/api/src/db/client';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** Creates `<prefix>_<random>` through `admin` (connected); its name and URL. */
export async function createDatabase(
  admin: pg.Client,
  prefix: string,
): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Runs `fn` on a new `printhub_bench_<random>` database (open, and its URL for an API process of its own); null
 * (and a message) when PostgreSQL is not reachable.
 */
export async function withPostgres<T>(
  fn: (database: Database, url: string) => Promise<T>,
  log: (line: string) => void = console.log,
): Promise<T | null> {
  const admin = new pg.Client({ connectionString: PG_URL });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    log(`PostgreSQL not reachable at ${PG_URL}: skipped (set BENCH_DATABASE_URL).`);
    return null;
  }
  const { name, url } = await createDatabase(admin, 'printhub_bench');
  const database = fromPostgres(url);
  const drop = async () => {
    await database.close().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  // Ctrl-C during a long run must not leave a large database behind.
  const onSignal = () => void drop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await fn(database, url);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await drop();
    log(`dropped database ${name}`);
  }
}

/** Runs `fn` on PGlite: in memory (`dir` unset or "memory"), in a temp directory ("tmp", removed after) or in `dir`. */
export async function withPglite<T>(
  fn: (database: Database, label: string) => Promise<T>,
  dir = 'memory',
): Promise<T> {
  const dataDir =
    dir === 'memory'
      ? undefined
      : dir === 'tmp'
        ? await mkdtemp(path.join(tmpdir(), 'printhub-bench-pglite-'))
        : dir;
  const client = createPglite(dataDir);
  await client.waitReady;
  const database = fromPglite(client);
  try {
    return await fn(database, dataDir ? 'PGlite (dir)' : 'PGlite');
  } finally {
    await database.close();
    if (dir === 'tmp' && dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
