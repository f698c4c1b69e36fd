/**
 * The referral stats page (`GET /referral_app/referrals-stats/?start=&end=`, 50 referrers with their
 * referrals and claims) at 100k referrers and 1M referrals, through the real API on PostgreSQL and PGlite.
 * Pages are spread over the whole list (start 0 … 99,950). Target on PostgreSQL: p95 ≤ 50 ms.
 */
import { runMigrations } from '../apps/api/src/db/migrate';
import { ensureSuperAdmin } from '../apps/api/src/db/seed/ensure-admin';
import { withPglite, withPostgres } from './databases';
import { generateReferrals } from './generate-referrals';
import { loadPaths, WARMUP_SECONDS } from './load';
import { listenApi, signIn } from './processes';

import type { Database } from '../apps/api/src/db/client';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const REFERRERS = Number(process.env.BENCH_REFERRERS ?? 100_000);
const PAGES = 200;
const TARGET_P95_MS = 50;
const ADMIN = { email: 'bench@example.com', password: 'bench-password' };
const log = (line: string) => console.log(`[referrals] ${line}`);

export type ReferralRow = {
  scenario: string;
  database: string;
  referrers: number;
  connections: number;
  'req/s': number;
  'median ms': number | '-';
  'p95 ms': number | '-';
  errors: number;
  target: string;
};

async function measure(name: string, database: Database): Promise<ReferralRow[]> {
  await runMigrations(database);
  await ensureSuperAdmin(database.db, ADMIN);
  log(`${name}: generating`);
  const made = await generateReferrals(database, { referrers: REFERRERS, log });
  const { app, url } = await listenApi(database);
  const token = await signIn(url, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const lastStart = Math.max(0, Math.floor((made.referrers - 50) / 50) * 50);
  const spread = Array.from(
    { length: PAGES },
    (_, i) => Math.round((lastStart / 50) * (i / (PAGES - 1))) * 50,
  );
  const scenarios = [
    { scenario: 'first page (start=0)', paths: ['/referral_app/referrals-stats/?start=0&end=50'] },
    {
      scenario: `pages over the whole list (${PAGES} starts)`,
      paths: spread.map((s) => `/referral_app/referrals-stats/?start=${s}&end=${s + 50}`),
    },
  ];
  const rows: ReferralRow[] = [];
  try {
    // One connection measures the page's latency (the target); more measure throughput on a saturated machine.
    for (const connections of [...new Set([1, CONNECTIONS])]) {
      for (const s of scenarios) {
        await loadPaths(url, s.paths, { headers, seconds: WARMUP_SECONDS, connections });
        const r = await loadPaths(url, s.paths, { headers, seconds: SECONDS, connections });
        const pass = typeof r.p95 === 'number' && r.p95 <= TARGET_P95_MS;
        rows.push({
          scenario: s.scenario,
          database: name,
          referrers: made.referrers,
          connections,
          'req/s': r.rps,
          'median ms': r.p50,
          'p95 ms': r.p95,
          errors: r.errors,
          target:
            database.kind === 'postgres' && connections === 1
              ? `${pass ? 'pass' : 'FAIL'} (p95 ≤ ${TARGET_P95_MS})`
              : '—',
        });
      }
    }
  } finally {
    await app.close();
  }
  return rows;
}

export async function runReferralsBench(): Promise<{ rows: ReferralRow[]; settings: string }> {
  const rows: ReferralRow[] = [];
  rows.push(...((await withPostgres((database) => measure('PostgreSQL', database), log)) ?? []));
  rows.push(...(await withPglite((database, label) => measure(label, database))));
  return {
    rows,
    settings: `1 and ${CONNECTIONS} connections, ${SECONDS} s per scenario after a warm-up; 50 referrers per page, ~10 referrals each; target checked at 1 connection`,
  };
}
