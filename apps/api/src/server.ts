import { fileURLToPath } from 'node:url';

import { buildApp, type AppOptions } from './app';
import { parseConfig } from './config';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { seedDemo } from './db/seed/demo';
import { ensureSuperAdmin } from './db/seed/ensure-admin';
import { createObjectStore } from './lib/object-store';
import { setPasswordHashCost } from './lib/password';
import { stopOnSignals } from './lib/shutdown';
import { sweepSpool } from './lib/spool';
import { databaseFileStore, s3FileStore } from './modules/orders/orders.storage.service';
import { cleanUpAbandonedUploads } from './modules/vouchers/vouchers.cleanup.service';

/** Gives the embedded database's directory back when the process ends (a no-op on PostgreSQL). */
let unlockDataDir = () => {};

/**
 * Starts the server (`npm start`); a test's own entry point may add kinds of job to work, set the clock
 * or pause voucher uploads.
 */
export async function main(opts: Pick<AppOptions, 'jobs' | 'now' | 'voucherUploadHook'> = {}) {
  const config = parseConfig();
  setPasswordHashCost(config.passwordHashCost);
  // An embedded database has one user at a time: a second server, or a backup, on the same directory is refused.
  if (!config.databaseUrl && config.dataDir !== 'memory://')
    unlockDataDir = lockDataDir(config.dataDir, 'server');
  const database = await openDatabase(config);
  await runMigrations(database);
  // An order upload cut short by the death of a process (kill -9) left its files: they go now.
  await sweepSpool();
  const admin = await ensureSuperAdmin(database.db, {
    email: config.adminEmail,
    password: config.adminPassword,
    reset: config.adminPasswordReset,
  });
  // One transaction: a start that dies half-way leaves no half-seeded database behind.
  const demo = config.seedDemo
    ? await database.db.transaction((tx) =>
        seedDemo(tx, { adminId: admin.id, timeZone: config.shopTimeZone }),
      )
    : null;

  const storage = config.storage ? s3FileStore(createObjectStore(config.storage)) : databaseFileStore;

  // PUBLIC_URL defaults to where we listen, which is only known after listen() when PORT=0.
  let publicUrl = config.publicUrl;
  const app = await buildApp({
    config: { ...config, publicUrl: () => publicUrl ?? '' },
    database,
    storage,
    logger: { level: config.logLevel },
    jobs: opts.jobs,
    now: opts.now,
    voucherUploadHook: opts.voucherUploadHook,
    mail: {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      retryDelaySeconds: config.mailRetryDelaySeconds,
    },
  });
  // Voucher uploads a dead process left unfinished, once their lease has expired (never another process's
  // upload in progress): before serving anyone. Then once a minute for the cluster, as the objects of the
  // bucket no row names hourly: jobs on pg-boss's schedule (the modules' own).
  await cleanUpAbandonedUploads(database.db, { now: app.clock.now() });
  // SIGTERM/SIGINT: requests in flight finish, then the database closes (PGlite writes its last pages).
  stopOnSignals(
    app,
    async () => {
      storage.objects?.close();
      await database.close();
      unlockDataDir();
    },
    { graceMs: config.shutdownGraceMs },
  );
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('://[::1]', '://localhost');
  publicUrl ??= url;

  console.log(`Listening on ${url}`);
  console.log(
    `Sign in as ${config.adminEmail}${admin.generatedPassword ? ` with password ${admin.generatedPassword}` : ''}`,
  );
  if (admin.existingPassword === 'kept')
    console.log(
      'ADMIN_PASSWORD left unused: the account exists (ADMIN_PASSWORD_RESET=1 resets its password)',
    );
  if (admin.existingPassword === 'reset')
    console.log(`The password of ${config.adminEmail} was reset to ADMIN_PASSWORD (ADMIN_PASSWORD_RESET=1)`);
  console.log(
    config.smtpUrl
      ? `E-mail is on: sent through ${mailServerName(config.smtpUrl)} from ${config.mailFrom}`
      : 'E-mail is off: no SMTP_URL, so messages wait in the outbox (not sent: no mail server configured)',
  );
  console.log(
    config.storage
      ? `Files are kept in S3-compatible storage: bucket ${config.storage.bucket}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ''}`
      : 'Files are kept in the database (no STORAGE_URL)',
  );
  if (demo) console.log(`Demo staff user: ${demo.staffEmail} with password ${demo.staffPassword}`);
}

/** The mail server's address without its user and password. */
function mailServerName(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/** Ends the process when the start fails. */
export function exitOnFailure(err: unknown) {
  console.error(err instanceof Error ? err.message : err);
  unlockDataDir();
  process.exit(1);
}

// Run as the program (not imported by a test's entry point).
if (process.argv[1] === fileURLToPath(import.meta.url)) main().catch(exitOnFailure);
