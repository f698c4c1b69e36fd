import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ADMIN } from './accounts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Server = {
  url: string;
  /** The demo staff user the seed made (with `seedDemo` only). */
  staff: { email: string; password: string } | null;
  stop: () => Promise<void>;
};

/**
 * Runs `npm start` exactly as a user would (it builds the web app when needed) on a free port with a fresh
 * data directory and the e2e super admin; resolves once it listens (and, with `seedDemo`, once it has told
 * the demo staff user's password). `stop` ends it and removes its data.
 */
export async function startServer(opts: { seedDemo: boolean }): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printhub-e2e-'));
  const server = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: opts.seedDemo ? '1' : '0',
      // log2 of scrypt's N for new password hashes (the API's default is 17): sign-ins in tests stay cheap.
      PASSWORD_HASH_COST: '10',
      // The webhook specs' receivers listen on 127.0.0.1.
      WEBHOOKS_ALLOW_PRIVATE: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let output = '';
  const started = await new Promise<Omit<Server, 'stop'>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 300_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
      const url = /Listening on (http:\/\/\S+)/.exec(output)?.[1];
      const staff = /Demo staff user: (\S+) with password (\S+)/.exec(output);
      if (url && (staff || !opts.seedDemo)) {
        clearTimeout(timer);
        resolve({ url, staff: staff ? { email: staff[1]!, password: staff[2]! } : null });
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  }).catch(async (err: unknown) => {
    await stop();
    throw err;
  });
  server.stdout!.resume();
  return { ...started, stop };
}
