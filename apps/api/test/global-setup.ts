import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { parsePasswordHashCost } from '../src/config';
import { createPglite, fromPglite, fromPostgres, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { ensureSuperAdmin } from '../src/db/seed/ensure-admin';
import { installJobTables } from '../src/lib/jobs';
import { setPasswordHashCost } from '../src/lib/password';
import { TEST_ADMIN } from './constants';

import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a data-directory tarball of the migrated template. */
    pgliteTemplate: string;
    /** PostgreSQL (when TEST_DATABASE_URL is set): name of the template database. */
    pgTemplate: string;
  }
}

async function prepare(database: Database) {
  await runMigrations(database);
  // The job queue's tables too: each app then starts its queue on them at once.
  await installJobTables(database);
  await ensureSuperAdmin(database.db, { ...TEST_ADMIN, fullName: 'Test Admin' });
}

/** Migrates once per run; every test file then starts from a copy of this template. */
export default async function setup(project: TestProject) {
  // The test admin's hash is made here, in the main process: at the cost the test files run with.
  setPasswordHashCost(parsePasswordHashCost({ ...process.env, ...project.config.env }));
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const name = `printhub_tpl_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = fromPostgres(url.toString(), 2);
    await prepare(database);
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const client = createPglite();
  const database = fromPglite(client);
  await prepare(database);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'printhub-test-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => fs.rm(dir, { recursive: true, force: true });
}
