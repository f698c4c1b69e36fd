/** Two databases on the run's engine for the backup tests: one with the demo data, one empty; and the commands. */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';

import { createPglite, fromPglite, fromPostgres, type Database } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { seedDemo } from '../src/db/seed/demo';
import { findAccountByEmail } from '../src/modules/staff-users/staff-users.repository';
import { TEST_ADMIN } from './constants';
import { checksummer, publicTables } from './db-checksum';
import { apiRoot, embeddedEnv, prepareDataDir } from './server-process';

const run = promisify(execFile);

/** `npm run backup` or `npm run restore` as a child process, on the given database. */
export function cli(command: 'backup' | 'restore', file: string, env: NodeJS.ProcessEnv) {
  return run(process.execPath, ['--import', 'tsx', `src/cli/${command}.ts`, file], {
    cwd: apiRoot,
    env,
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
}

/** What a restore must give back: every table's rows (count and checksum), sequences, and each order file's bytes. */
export async function contents(database: Database) {
  const db = database.db;
  const tables = await publicTables(db);
  const counts: Record<string, number> = {};
  for (const t of tables)
    counts[t] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from "${t}"`)),
    )[0]!.n;
  const sums = await checksummer(db, tables)();
  const migrations = rowsOf(
    await db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations order by id`),
  );
  const sequences = rowsOf(
    await db.execute(
      sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
    ),
  );
  const chunks = rowsOf<{ id: number; sha256: string; data: Uint8Array }>(
    await db.execute(sql`select f.id, f.sha256, c.data from order_files f
      join order_file_chunks c on c.order_file_id = f.id order by f.id, c.seq`),
  );
  const files = new Map<number, { sha256: string; bytes: Buffer }>();
  for (const c of chunks) {
    const file = files.get(c.id) ?? { sha256: c.sha256, bytes: Buffer.alloc(0) };
    file.bytes = Buffer.concat([file.bytes, Buffer.from(c.data)]);
    files.set(c.id, file);
  }
  return { tables, counts, sums, migrations, sequences, files };
}

/** The two engines: the run's PostgreSQL (TEST_DATABASE_URL) or the embedded default in a temporary directory. */
export type Engine = {
  /** A database holding the demo data, its environment for the commands, and its contents. */
  source: { env: NodeJS.ProcessEnv; read: () => ReturnType<typeof contents> };
  /** A new, empty database to restore into. */
  target: { env: NodeJS.ProcessEnv; read: () => ReturnType<typeof contents> };
  file: string;
  cleanUp: () => Promise<void>;
};

async function seeded(database: Database) {
  const admin = await findAccountByEmail(database.db, TEST_ADMIN.email);
  await database.db.transaction((tx) => seedDemo(tx, { adminId: admin!.id }));
}

async function postgresEngine(url: string, dir: string): Promise<Engine> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const names = [1, 2].map(() => `printhub_b_${randomBytes(5).toString('hex')}`);
  await admin.query(`create database ${names[0]} template ${inject('pgTemplate')}`);
  // A fresh database, as `createdb` makes it: empty.
  await admin.query(`create database ${names[1]}`);
  const urls = names.map((name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString());
  const readFrom = (u: string) => async () => {
    const database = fromPostgres(u, 2);
    try {
      return await contents(database);
    } finally {
      await database.close();
    }
  };
  const source = fromPostgres(urls[0]!, 2);
  await seeded(source);
  await source.close();
  return {
    source: { env: { ...process.env, DATABASE_URL: urls[0] }, read: readFrom(urls[0]!) },
    target: { env: { ...process.env, DATABASE_URL: urls[1] }, read: readFrom(urls[1]!) },
    file: path.join(dir, 'printhub.dump'),
    cleanUp: async () => {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function embeddedEngine(dir: string): Promise<Engine> {
  const [from, to] = [path.join(dir, 'data'), path.join(dir, 'restored')];
  await prepareDataDir(from);
  const readFrom = (d: string) => async () => {
    const database = fromPglite(createPglite(d));
    try {
      return await contents(database);
    } finally {
      await database.close();
    }
  };
  const source = fromPglite(createPglite(from));
  await seeded(source);
  await source.close();
  return {
    source: { env: embeddedEnv(from), read: readFrom(from) },
    target: { env: embeddedEnv(to), read: readFrom(to) },
    file: path.join(dir, 'printhub-data.tar.gz'),
    cleanUp: async () => {},
  };
}

/** The run's engine: PostgreSQL when TEST_DATABASE_URL is set, else the embedded database, in `dir`. */
export const makeEngine = (dir: string): Promise<Engine> => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  return baseUrl ? postgresEngine(baseUrl, dir) : embeddedEngine(dir);
};
