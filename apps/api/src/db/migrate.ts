import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

import type { Database } from './client';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

let journal: Promise<string[]> | undefined;

/**
 * The `when` of every migration in the committed journal, as text: drizzle's migrator records it as the
 * applied row's `created_at`, so it names the migration in the database.
 */
export function journalMigrations(): Promise<string[]> {
  journal ??= fs
    .readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')
    .then((text) => (JSON.parse(text) as { entries: { when: number }[] }).entries.map((e) => String(e.when)));
  return journal;
}

/** Applies the committed SQL migrations; on PostgreSQL under an advisory lock so that several API processes can start together. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const pool = database.client as pg.Pool;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(7231001)');
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(7231001)').catch(() => {});
    client.release();
  }
}
