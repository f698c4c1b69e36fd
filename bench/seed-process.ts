/** The process seedBenchOrdersApart (seed-orders.ts) forks: one message in (the database and options), one out. */
import { fromPostgres } from '../apps/api/src/db/client';
import { seedBenchOrders, type SeedJob } from './seed-orders';

process.once('message', ({ url, options, logPrefix }: SeedJob) => {
  const database = fromPostgres(url);
  seedBenchOrders(database, { ...options, log: (line) => console.log(`${logPrefix}${line}`) })
    .finally(() => database.close())
    .then(
      (result) => process.send!({ result }, () => process.exit(0)),
      (err: unknown) => process.send!({ error: String(err) }, () => process.exit(1)),
    );
});
