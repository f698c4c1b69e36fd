/**
 * The order book the orders and board benchmarks run on: the migrations, the super admin (`BENCH_ADMIN`),
 * eight staff users (`staff1@example.com` … with the same password) and the generated orders, each print
 * order with its files and their preflight.
 */
import { fromPostgres } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { ensureSuperAdmin } from '../apps/api/src/db/seed/ensure-admin';
import { hashPassword } from '../apps/api/src/lib/password';
import { insertAccount } from '../apps/api/src/modules/staff-users/staff-users.repository';
import { runApart } from './apart';
import { generateOrderFiles } from './generate-order-files';
import { generateOrders, type GenerateOptions, type GenerateResult } from './generate-orders';

import type { Database } from '../apps/api/src/db/client';

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password' };
/** The first staff user: half the assigned orders are theirs. */
export const BENCH_STAFF = { email: 'staff1@example.com', password: BENCH_ADMIN.password };
const STAFF_COUNT = 8;

export type SeedOptions = Omit<GenerateOptions, 'staffIds' | 'log'>;

/** Seeds `database` in this process; each line of progress printed after `logPrefix`. */
export async function seedBenchOrders(
  database: Database,
  options: SeedOptions,
  logPrefix = '',
): Promise<GenerateResult> {
  const log = (line: string) => console.log(`${logPrefix}${line}`);
  await runMigrations(database);
  await ensureSuperAdmin(database.db, BENCH_ADMIN);
  const passwordHash = await hashPassword(BENCH_ADMIN.password);
  const staffIds = [];
  for (let i = 1; i <= STAFF_COUNT; i++) {
    const row = await insertAccount(database.db, {
      fullName: `Bench Staff ${i}`,
      email: `staff${i}@example.com`,
      passwordHash,
    });
    staffIds.push(row.id);
  }
  const generated = await generateOrders(database, { ...options, staffIds, log });
  await generateOrderFiles(database, log);
  return generated;
}

export type SeedJob = { url: string; options: SeedOptions; logPrefix: string };

/** Seeds the PostgreSQL database at `url` in this process, through a connection pool opened and closed here. */
export async function seedAt({ url, options, logPrefix }: SeedJob): Promise<GenerateResult> {
  const database = fromPostgres(url);
  try {
    return await seedBenchOrders(database, options, logPrefix);
  } finally {
    await database.close();
  }
}

/**
 * A benchmark's order book: on PostgreSQL (`url`) from a process of its own (seed-process.ts), since an API in
 * the process that had generated its order book answered the board at p95 50–54 ms where in one that had not
 * it answered in 35–38 ms; on PGlite, whose database lives in this process, here.
 */
export function seedForBench(
  database: Database,
  url: string | undefined,
  options: SeedOptions,
  logPrefix: string,
): Promise<GenerateResult> {
  if (url) return runApart(new URL('./seed-process.ts', import.meta.url), { url, options, logPrefix });
  return seedBenchOrders(database, options, logPrefix);
}
