import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { createPglite, fromPglite } from '../db/client';
import { runMigrations } from '../db/migrate';
import { ensureSuperAdmin } from '../db/seed/ensure-admin';
import { verifyPassword } from '../lib/password';
import { findAccountByEmail } from '../modules/staff-users/staff-users.repository';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const EMAIL = 'cli-admin@example.com';

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'printhub-cli-'));
  // The run's migrated template when there is one (PGlite runs), else migrate here.
  const template = inject('pgliteTemplate');
  const loadDataDir = template ? new Blob([await fs.readFile(template)]) : undefined;
  const database = fromPglite(createPglite(dataDir, loadDataDir ? { loadDataDir } : {}));
  if (!template) await runMigrations(database);
  await ensureSuperAdmin(database.db, { email: EMAIL, password: 'the-old-password' });
  await database.close();
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** The command as `npm run reset-password` runs it, on the temporary embedded database. */
function resetPassword(...args: string[]) {
  const { DATABASE_URL: _server, ...env } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'src/cli/reset-password.ts', ...args], {
    cwd: apiRoot,
    env: { ...env, DATA_DIR: dataDir },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
}

describe('npm run reset-password', () => {
  // Two Node processes start here (tsx compiles the API on the way): slower than a request.
  it('prints a generated password once and stores it; an unknown e-mail fails with a message', async () => {
    const done = await resetPassword(EMAIL);
    expect(done.code).toBe(0);
    const generated = /New password for cli-admin@example\.com: (\S+)/.exec(done.stdout)?.[1];
    expect(generated).toBeTruthy();

    const common = await resetPassword(EMAIL, 'password1');
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('This password is too common. Choose another.');

    const unknown = await resetPassword('nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No back-office account has the e-mail nobody@example.com');

    const database = fromPglite(createPglite(dataDir));
    const account = await findAccountByEmail(database.db, EMAIL);
    await database.close();
    expect(await verifyPassword(generated!, account!.passwordHash)).toBe(true);
    expect(await verifyPassword('the-old-password', account!.passwordHash)).toBe(false);
  }, 120_000);
});
