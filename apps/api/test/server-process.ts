/** The real server as `npm start` runs it (`node --import tsx src/server.ts`), in a child process, for tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { inject } from 'vitest';

import { createPglite, fromPglite, fromPostgres, type Database } from '../src/db/client';

export const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** The environment of a command run on the embedded database in `dataDir` (never the run's PostgreSQL). */
export function embeddedEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _server, ...env } = process.env;
  return { ...env, DATA_DIR: dataDir, ...extra };
}

/** Fills an empty `dataDir` with the run's migrated template (with TEST_ADMIN); PostgreSQL runs let the server migrate. */
export async function prepareDataDir(dataDir: string): Promise<void> {
  const template = inject('pgliteTemplate');
  if (!template) return;
  const client = createPglite(dataDir, { loadDataDir: new Blob([await fs.readFile(template)]) });
  await client.waitReady;
  await client.close();
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once the output matches `pattern`. */
  printed(pattern: RegExp): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts the server on a free port; resolves once it prints `Listening on …`. `script` is its entry point
 * (a test's own may add kinds of job).
 */
export function startServer(env: NodeJS.ProcessEnv, script = 'src/server.ts'): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiRoot,
    env: { PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of [...waiters])
      if (w.pattern.test(out)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (pattern.test(out)) return resolve();
      waiters.push({ pattern, resolve });
      void exited.then(() => reject(new Error(`The server exited before printing ${pattern}:\n${out}`)));
    });
  return printed(/Listening on \S+/).then(() => ({
    url: /Listening on (\S+)/.exec(out)![1]!,
    child,
    output: () => out,
    printed,
    exited,
  }));
}

/**
 * A server's database on the run's engine: a fresh PostgreSQL database copied from the run's template when
 * TEST_DATABASE_URL is set, else an embedded one in a temporary directory. `env` starts the server on it;
 * `drop` removes it once the server has exited.
 */
export async function serverDatabase(): Promise<{ env: NodeJS.ProcessEnv; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (baseUrl && pgTemplate) {
    const name = `printhub_s_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return {
      env: { ...process.env, DATABASE_URL: url.toString() },
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'printhub-server-'));
  await prepareDataDir(dataDir);
  return { env: embeddedEnv(dataDir), drop: () => fs.rm(dataDir, { recursive: true, force: true }) };
}

/** Uses a server's database (`env` as serverDatabase gives it), opened by the test while no server runs on it. */
export async function withDatabase<T>(env: NodeJS.ProcessEnv, use: (d: Database) => Promise<T>): Promise<T> {
  const database = env.DATABASE_URL
    ? fromPostgres(env.DATABASE_URL, 2)
    : fromPglite(createPglite(env.DATA_DIR));
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
