/**
 * Fills a migrated database with referrers and referrals for the referral benchmark (default 100,000
 * referrers and 1,000,000 referrals, each referral a different referred customer), with set-based SQL in
 * chunks. Referrals are spread over referrers by a hash (about 10 each, unevenly); 60% of referred
 * customers bought something; every third referrer has had all its earned claims fulfilled. Secondary
 * indexes of the filled tables are dropped during the load and rebuilt afterwards, then VACUUM ANALYZE.
 */
import { runnerOf, type Runner } from './generate-orders';

import type { Database } from '../apps/api/src/db/client';

export type ReferralGenerateResult = {
  referrers: number;
  referrals: number;
  claims: number;
  seconds: number;
};

const TABLES = ['customers', 'referrals', 'referral_claims'];

async function secondaryIndexes(run: Runner) {
  return run.rows<{ name: string; def: string }>(`
    SELECT indexname AS name, indexdef AS def FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename IN (${TABLES.map((t) => `'${t}'`).join(', ')})
      AND indexname NOT IN (SELECT conname FROM pg_constraint)`);
}

export async function generateReferrals(
  database: Database,
  opts: { referrers?: number; referrals?: number; chunk?: number; log?: (line: string) => void } = {},
): Promise<ReferralGenerateResult> {
  const referrerCount = opts.referrers ?? Number(process.env.BENCH_REFERRERS ?? 100_000);
  const referralCount = opts.referrals ?? Number(process.env.BENCH_REFERRALS ?? referrerCount * 10);
  const chunk = opts.chunk ?? 100_000;
  const log = opts.log ?? (() => {});
  const run = await runnerOf(database);
  const started = performance.now();
  try {
    await run.exec(`SET maintenance_work_mem = '${database.kind === 'pglite' ? '256MB' : '1GB'}'`);
    const indexes = await secondaryIndexes(run);
    for (const ix of indexes) await run.exec(`DROP INDEX ${ix.name}`);
    const total = referrerCount + referralCount;
    const [{ base } = { base: 1 }] = await run.rows<{ base: number }>(
      `SELECT coalesce(max(id), 0)::int + 1 AS base FROM customers`,
    );
    for (let lo = 1; lo <= total; lo += chunk) {
      const hi = Math.min(total, lo + chunk - 1);
      await run.exec(`
        INSERT INTO customers (first_name, last_name, email, mobile, created_at)
        SELECT 'Bench' || g, 'Person', 'bench.' || g || '@example.com', '+91 9' || lpad(g::text, 9, '0'),
               now() - (g % 365) * interval '1 day'
        FROM generate_series(${lo}, ${hi}) AS g`);
      log(`  customers ${hi}/${total}`);
    }
    // Identity values follow insertion order in one session: referrers are base … base+R-1.
    await run.exec(`
      INSERT INTO referrers (customer_id) SELECT ${base} + g FROM generate_series(0, ${referrerCount - 1}) AS g`);
    for (let lo = 1; lo <= referralCount; lo += chunk) {
      const hi = Math.min(total, lo + chunk - 1, referralCount);
      await run.exec(`
        INSERT INTO referrals (referrer_id, referred_id, sale_amount, created_at)
        SELECT ${base} + (hashint4(g) & 2147483647) % ${referrerCount},
               ${base + referrerCount - 1} + g,
               CASE WHEN (hashint4(g + 7) & 2147483647) % 10 < 6 THEN 99 + (hashint4(g + 13) & 2147483647) % 2900 ELSE 0 END,
               now() - (g % 365) * interval '1 day'
        FROM generate_series(${lo}, ${hi}) AS g`);
      log(`  referrals ${hi}/${referralCount}`);
    }
    await run.exec(`
      INSERT INTO referral_claims (referrer_id, claimed_at)
      SELECT referrer_id, created_at + interval '3 days' FROM referrals
      WHERE sale_amount > 0 AND (referrer_id - ${base}) % 3 = 0`);
    for (const ix of indexes) await run.exec(ix.def);
    for (const t of TABLES) await run.exec(`VACUUM ANALYZE ${t}`);
    await run.exec(`VACUUM ANALYZE referrers`);
    await run.exec('RESET maintenance_work_mem');
    const [{ claims } = { claims: 0 }] = await run.rows<{ claims: number }>(
      'SELECT count(*)::int AS claims FROM referral_claims',
    );
    const seconds = (performance.now() - started) / 1000;
    log(
      `${referrerCount} referrers, ${referralCount} referrals, ${claims} claims in ${seconds.toFixed(1)} s`,
    );
    return { referrers: referrerCount, referrals: referralCount, claims, seconds };
  } finally {
    run.release();
  }
}
