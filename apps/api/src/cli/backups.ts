/**
 * Backups of both engines, for `npm run backup` and `npm run restore`:
 * - PostgreSQL: `pg_dump --format=custom` and `pg_restore` (the client tools, at least the server's version),
 *   on DATABASE_URL; a backup may run while servers use the database (pg_dump reads one snapshot).
 * - the embedded default (PGlite): its data directory, as PGlite dumps it (a gzipped tar), taken while no
 *   server has the directory open (the lock file says so).
 * A restore goes into an empty database or directory only. Order files kept in the database are rows too:
 * they come along. With S3 storage the backup is a tar of one of these and the bucket's objects
 * (backups.objects.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import pg from 'pg';

import { createPglite } from '../db/client';
import { LOCK_FILE, lockDataDir } from '../db/data-dir-lock';

import type { TConfig } from '../config';

export type BackupFormat = 'postgres' | 'embedded' | 'with-objects';

/** What kind of backup a file holds, from its first bytes (null: neither). */
export function backupFormat(file: string): BackupFormat | null {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(263);
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1', 0, 5) === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  // A tar archive: its first header says "ustar" at byte 257.
  if (head.toString('latin1', 257, 262) === 'ustar') return 'with-objects';
  return null;
}

/** Where a backup is written: refuses an existing file; the caller writes `partial` and renames it. */
export function newBackupFile(file: string): { partial: string; done: () => void; fail: () => void } {
  if (fs.existsSync(file))
    throw new Error(`${file} already exists: a backup never overwrites a file, name a new one.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  return {
    partial,
    done: () => fs.renameSync(partial, file),
    fail: () => fs.rmSync(partial, { force: true }),
  };
}

export const sizeOf = (file: string) => `${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MiB`;

// ── the embedded database ─────────────────────────────────────────────────────────────────────────────

export async function backupEmbedded(dataDir: string, file: string): Promise<string> {
  if (!fs.existsSync(dataDir))
    throw new Error(`No embedded database in ${dataDir}: set DATA_DIR or DATABASE_URL as for the server.`);
  const out = newBackupFile(file);
  const unlock = lockDataDir(dataDir, 'backup');
  try {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
      throw new Error(`No embedded database in ${dataDir}: set DATA_DIR or DATABASE_URL as for the server.`);
    const client = createPglite(dataDir);
    try {
      await client.waitReady;
      // Every committed page into the files first, so that the dump needs no recovery to open.
      await client.exec('checkpoint');
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(out.partial, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    out.done();
  } catch (err) {
    out.fail();
    throw err;
  } finally {
    unlock();
  }
  return `Backed up the embedded database in ${dataDir} to ${file} (${sizeOf(file)}).`;
}

export async function restoreEmbedded(file: string, dataDir: string): Promise<string> {
  const existed = fs.existsSync(dataDir);
  if (existed && fs.readdirSync(dataDir).length > 0)
    throw new Error(
      `${dataDir} is not empty: restore into a new or empty directory (move the old one away first, or set DATA_DIR).`,
    );
  lockDataDir(dataDir, 'restore');
  try {
    const client = createPglite(dataDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    try {
      await client.waitReady;
      await client.query('select count(*) from drizzle.__drizzle_migrations');
    } finally {
      await client.close();
    }
  } catch (err) {
    // The directory was empty: what this restore wrote goes.
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (existed) fs.mkdirSync(dataDir);
    throw err;
  }
  // The backup's own lock file came back with the files: nobody holds the directory now.
  fs.rmSync(path.join(dataDir, LOCK_FILE), { force: true });
  return `Restored ${file} into ${dataDir}: start the server with DATA_DIR=${dataDir}.`;
}

// ── PostgreSQL ───────────────────────────────────────────────────────────────────────────────────────

/** The URL without its password (which goes to the tools in PGPASSWORD, never on a command line), and a label. */
function libpq(url: string) {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env, label: `${u.hostname}:${u.port || 5432}${u.pathname}` };
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new Error(
              `${tool} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client), at least the server's major version.`,
            )
          : err,
      ),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

export async function backupPostgres(url: string, file: string): Promise<string> {
  const { dbname, env, label } = libpq(url);
  const out = newBackupFile(file);
  try {
    await runTool(
      'pg_dump',
      ['--format=custom', '--no-password', `--file=${out.partial}`, `--dbname=${dbname}`],
      env,
    );
    out.done();
  } catch (err) {
    out.fail();
    throw err;
  }
  return `Backed up ${label} to ${file} (${sizeOf(file)}).`;
}

export async function restorePostgres(file: string, url: string): Promise<string> {
  const { dbname, env, label } = libpq(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S') and s.nspname not in ('pg_catalog', 'information_schema')
         and s.nspname not like 'pg\\_%'`,
    );
    if (rows[0]!.n > 0)
      throw new Error(
        `The database ${label} is not empty (${rows[0]!.n} tables, views or sequences): restore into a new, empty database (createdb).`,
      );
  } finally {
    await client.end();
  }
  // One transaction: a restore that fails leaves the database as empty as it was.
  await runTool(
    'pg_restore',
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-acl',
      '--no-password',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  return `Restored ${file} into ${label}: start the servers with DATABASE_URL set to it.`;
}

/** Restores a backup of the database alone (pg_dump's or PGlite's) into the configured, empty database. */
export function restoreDatabase(config: TConfig, file: string, format: 'postgres' | 'embedded') {
  if (format === 'postgres') {
    if (!config.databaseUrl)
      throw new Error(
        `${file} is a PostgreSQL backup: set DATABASE_URL to a new, empty database to restore it.`,
      );
    return restorePostgres(file, config.databaseUrl);
  }
  if (config.databaseUrl)
    throw new Error(
      `${file} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to restore it.`,
    );
  return restoreEmbedded(file, config.dataDir);
}
