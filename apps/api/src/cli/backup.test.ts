import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { TEST_ADMIN } from '../../test/constants';
import { checksummer, publicTables } from '../../test/db-checksum';
import { apiRoot, embeddedEnv, prepareDataDir } from '../../test/server-process';
import { createPglite, fromPglite, fromPostgres, type Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { seedDemo } from '../db/seed/demo';
import { findAccountByEmail } from '../modules/staff-users/staff-users.repository';

const run = promisify(execFile);
const baseUrl = process.env.TEST_DATABASE_URL;

/** `npm run backup` or `npm run restore` as a child process, on the given database. */
function cli(command: 'backup' | 'restore', file: string, env: NodeJS.ProcessEnv) {
  return run(process.execPath, ['--import', 'tsx', `src/cli/${command}.ts`, file], {
    cwd: apiRoot,
    env,
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
}

/** What a restore must give back: every table's rows (count and checksum), sequences, and each order file's bytes. */
async function contents(database: Database) {
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
type Engine = {
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

let dir: string;
let engine: Engine;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'printhub-backup-'));
  engine = baseUrl ? await postgresEngine(baseUrl, dir) : await embeddedEngine(dir);
}, 300_000);
afterAll(async () => {
  await engine?.cleanUp();
  await fs.rm(dir, { recursive: true, force: true });
});

describe(`npm run backup and npm run restore (${baseUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('restores the demo data into an empty database: the same rows, sequences and order files, byte for byte', async () => {
    const backup = await cli('backup', engine.file, engine.source.env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`to ${engine.file}`);

    // Never over an existing file, never into a database that has data.
    const again = await cli('backup', engine.file, engine.source.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${engine.file} already exists: a backup never overwrites a file`);
    const intoUsed = await cli('restore', engine.file, engine.source.env);
    expect(intoUsed.code).toBe(1);
    expect(intoUsed.stderr).toMatch(
      baseUrl ? /is not empty \(\d+ tables/ : /is not empty: restore into a new or empty directory/,
    );

    const restore = await cli('restore', engine.file, engine.target.env);
    expect(restore.code, restore.stderr).toBe(0);

    const before = await engine.source.read();
    const after = await engine.target.read();
    expect(before.counts.order_file_chunks).toBeGreaterThan(0);
    expect(before.counts.customers).toBeGreaterThan(0);
    expect(after.tables).toEqual(before.tables);
    expect(after.counts).toEqual(before.counts);
    expect(after.sums).toEqual(before.sums);
    expect(after.migrations).toEqual(before.migrations);
    expect(after.sequences).toEqual(before.sequences);
    expect([...after.files.keys()]).toEqual([...before.files.keys()]);
    for (const [id, file] of before.files) {
      expect(after.files.get(id)!.bytes.equals(file.bytes)).toBe(true);
      expect(createHash('sha256').update(after.files.get(id)!.bytes).digest('hex')).toBe(file.sha256);
    }
  }, 600_000);
});
