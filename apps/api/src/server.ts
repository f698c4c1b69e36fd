import { buildApp } from './app';
import { parseConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemo } from './db/seed/demo';
import { ensureSuperAdmin } from './db/seed/ensure-admin';
import { setPasswordHashCost } from './lib/password';
import { deleteUnfinishedUploads } from './modules/vouchers/vouchers.staging';

async function main() {
  const config = parseConfig();
  setPasswordHashCost(config.passwordHashCost);
  const database = await openDatabase(config);
  await runMigrations(database);
  // A CSV upload cut short by the end of a process left rows that no read shows: they go now.
  await deleteUnfinishedUploads(database.db);
  const admin = await ensureSuperAdmin(database.db, {
    email: config.adminEmail,
    password: config.adminPassword,
  });
  // One transaction: a start that dies half-way leaves no half-seeded database behind.
  const demo = config.seedDemo
    ? await database.db.transaction((tx) => seedDemo(tx, { adminId: admin.id }))
    : null;

  // PUBLIC_URL defaults to where we listen, which is only known after listen() when PORT=0.
  let publicUrl = config.publicUrl;
  const app = await buildApp({
    config: { ...config, publicUrl: () => publicUrl ?? '' },
    database,
    logger: { level: config.logLevel },
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('://[::1]', '://localhost');
  publicUrl ??= url;

  console.log(`Listening on ${url}`);
  console.log(
    `Sign in as ${config.adminEmail}${admin.generatedPassword ? ` with password ${admin.generatedPassword}` : ''}`,
  );
  if (demo) console.log(`Demo staff user: ${demo.staffEmail} with password ${demo.staffPassword}`);

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
