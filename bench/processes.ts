/** Real API processes (`node --import tsx apps/api/src/server.ts`), as `npm start` runs them, for load and fault tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildApp } from '../apps/api/src/app';

import type { Database } from '../apps/api/src/db/client';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type ApiProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/** Starts one API process on a free port and resolves once it prints `Listening on …`. */
export function startApi(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`API did not start in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Listening on (\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child, output: () => out, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code} before listening:\n${out}`));
    });
  });
}

export async function signIn(url: string, who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${url}/api/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`sign-in as ${who.email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The real app in this process on a free port, for benchmarks that measure it next to a bare handler. */
export async function listenApi(database: Database) {
  const app = await buildApp({
    database,
    config: {
      appName: 'Bench',
      publicUrl: () => '',
      tokenTtlMs: 3600_000,
      tokenIdleMs: 12 * 3600_000,
      trustProxy: false,
      requestTimeoutMs: 30_000,
      webDist: '/none',
    },
  });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}
