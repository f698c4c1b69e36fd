import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ADMIN, authDirFor } from './accounts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs `npm start` exactly as a user would (it builds the web app when needed) on a free port with
 * a fresh data directory, and hands the URL and the demo staff user's password to the tests.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printhub-e2e-'));
  const server = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '1',
      // log2 of scrypt's N for new password hashes (the API's default is 17): sign-ins in tests stay cheap.
      PASSWORD_HASH_COST: '10',
      // The webhook specs' receivers listen on 127.0.0.1.
      WEBHOOKS_ALLOW_PRIVATE: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 300_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
      const url = /Listening on (http:\/\/\S+)/.exec(output)?.[1];
      const staff = /Demo staff user: (\S+) with password (\S+)/.exec(output);
      if (url && staff) {
        clearTimeout(timer);
        process.env.E2E_BASE_URL = url;
        process.env.E2E_STAFF_EMAIL = staff[1];
        process.env.E2E_STAFF_PASSWORD = staff[2];
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  server.stdout!.resume();
  return async () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(authDirFor(process.env.E2E_BASE_URL), { recursive: true, force: true });
  };
}
