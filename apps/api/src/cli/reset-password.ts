/**
 * `npm run reset-password -- EMAIL [NEW_PASSWORD]`: sets a new password for a back-office account (staff
 * user or super admin) on the database the server is configured with (DATABASE_URL, or the embedded one in
 * DATA_DIR: stop the server first, an embedded database has one user at a time). Without NEW_PASSWORD one
 * is generated and printed once. The account's sessions end and its failed sign-ins are forgotten; the
 * audit log keeps the reset.
 */
import fs from 'node:fs';

import { parseConfig } from '../config';
import { openDatabase } from '../db/client';
import { AppError } from '../lib/app-error';
import { setPasswordHashCost } from '../lib/password';
import { resetPassword } from '../modules/staff-users/staff-users.service';

const USAGE = 'Usage: npm run reset-password -- EMAIL [NEW_PASSWORD]';

async function main(args: string[]): Promise<void> {
  const [email, password, ...extra] = args;
  if (!email || email.startsWith('-') || extra.length > 0) throw new Error(USAGE);
  const config = parseConfig();
  // Opening a missing directory would make an empty database there: say what is wrong instead.
  if (!config.databaseUrl && config.dataDir !== 'memory://' && !fs.existsSync(config.dataDir))
    throw new Error(`No database in ${config.dataDir}: set DATA_DIR or DATABASE_URL as for the server`);
  setPasswordHashCost(config.passwordHashCost);
  const database = await openDatabase(config);
  try {
    const result = await resetPassword(database.db, email, password);
    console.log(
      result.generated
        ? `New password for ${result.email}: ${result.password}`
        : `Password of ${result.email} changed.`,
    );
    console.log('Its sessions have ended; it can sign in with the new password.');
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  const message =
    err instanceof AppError && err.fieldErrors.length > 0
      ? `NEW_PASSWORD: ${err.message}`
      : err instanceof Error
        ? err.message
        : String(err);
  console.error(message);
  process.exit(1);
});
