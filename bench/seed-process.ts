/** The process seedForBench (seed-orders.ts) forks: one job in (the database and options), its result out. */
import { fromPostgres } from '../apps/api/src/db/client';
import { answerOnce } from './apart';
import { seedBenchOrders, type SeedJob } from './seed-orders';

answerOnce(async ({ url, options, logPrefix }: SeedJob) => {
  const database = fromPostgres(url);
  try {
    return await seedBenchOrders(database, options, logPrefix);
  } finally {
    await database.close();
  }
});
