/**
 * `npm run bench`: its tables.
 *  1. auth: request throughput of the authenticated request path (token lookup + role check) and of the
 *     health check, on embedded PGlite and on PostgreSQL (when reachable), next to a bare Fastify handler
 *     answering the same JSON, as a ratio.
 *  2. qr: public scan redirects per second on both databases vs a bare 302, with the scan count checked
 *     afterwards (qr.bench.ts).
 *  3. vouchers: a 100k-row voucher CSV upload vs a plain COPY of the same rows (vouchers.bench.ts).
 *  4. referrals: the referral stats page at 100k referrers and 1M referrals (referrals.bench.ts).
 *  5. orders: list and search latencies and req/s on 1M orders (orders.bench.ts).
 *  4b. scale: three API processes behind a round robin, files in S3 (s3rver), the mixed load with order
 *     uploads and downloads: throughput with one, two and three processes, then kill -9 of one and its
 *     restart, every exactness check, and the database's size with files in S3 and inside (scale.bench.ts).
 *  5b. production: the production board's request on 1M orders with 5,000 open (production.bench.ts).
 *  6. upload: a 1,000,000-row voucher CSV while /api/health is polled every 100 ms (upload-health.bench.ts).
 *  7. download: a 50 MB order file downloaded: throughput and the server's memory above idle (download.bench.ts).
 *  8. checkout: a customer's order with a 20-page PDF placed: req/s and p95 (checkout.bench.ts).
 *     pages: the pages of a 20-page PDF as 400-pixel PNGs, first render and kept (pages.bench.ts).
 *  9. tickets: the job tickets of 200 orders in one PDF: seconds to the first and the last byte
 *     (tickets.bench.ts).
 * 10. phone: the staff screens in Chromium on a throttled phone profile, cold and warm (phone.bench.ts).
 * 11. lighthouse: Lighthouse mobile score, LCP and TBT of the built app's public pages and staff screens
 *     (lighthouse.bench.ts).
 * 12. notify: customers' e-mail under 1,000 order moves a minute: sent/s, the queue's lag and the cheap
 *     pages' p95 with mail on and off (notify.bench.ts).
 * `BENCH_ONLY=auth,qr` (any of auth, qr, vouchers, referrals, load, faults, scale, orders, production, upload,
 * download, checkout, pages, tickets, phone, lighthouse, notify) runs some;
 * see README.md for the other variables.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';

import { runMigrations } from '../apps/api/src/db/migrate';
import { ensureSuperAdmin } from '../apps/api/src/db/seed/ensure-admin';
import { runCheckoutBench } from './checkout.bench';
import { withPglite, withPostgres } from './databases';
import { runDownloadBench } from './download.bench';
import { runFaults } from './faults.bench';
import { runLighthouseBench } from './lighthouse.bench';
import { runMixedLoad } from './mixed-load.bench';
import { runNotifyBench } from './notify.bench';
import { ordersBenchSettings, runOrdersBench } from './orders.bench';
import { runPagesBench } from './pages.bench';
import { phoneBenchSettings, runPhoneBench } from './phone.bench';
import { listenApi, signIn } from './processes';
import { productionBenchSettings, runProductionBench } from './production.bench';
import { runQrBench } from './qr.bench';
import { runReferralsBench } from './referrals.bench';
import { runScaleBench } from './scale.bench';
import {
  checkoutTargets,
  csvTargets,
  lighthouseTargets,
  notifyTargets,
  orderTargets,
  phoneTargets,
  productionTargets,
  scanTargets,
  type TargetRow,
} from './targets';
import { runTicketsBench } from './tickets.bench';
import { runUploadHealthBench } from './upload-health.bench';
import { runVouchersBench } from './vouchers.bench';

import type { Database } from '../apps/api/src/db/client';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_ONLY ?? 'all';
const CONNECTIONS = 10;
const ADMIN = { email: 'bench@example.com', password: 'bench-password' };

type Row = {
  scenario: string;
  database: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  'vs bare': string;
};

async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

async function bare(): Promise<{ profile: number; health: number }> {
  const app = Fastify();
  app.get('/profile', async () => ({ id: 1, full_name: 'Bench', email: ADMIN.email, is_superuser: true }));
  app.get('/health', async () => ({ status: 'ok' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const profile = (await load(`${url}/profile`)).rps;
  const health = (await load(`${url}/health`)).rps;
  await app.close();
  return { profile, health };
}

async function measure(
  name: string,
  database: Database,
  bareRps: { profile: number; health: number },
): Promise<Row[]> {
  await runMigrations(database);
  await ensureSuperAdmin(database.db, ADMIN);
  const { app, url } = await listenApi(database);
  const token = await signIn(url, ADMIN);
  const rows: Row[] = [];
  for (const [scenario, path, headers, base] of [
    ['GET /api/profile/ (signed in)', '/api/profile/', { authorization: `Bearer ${token}` }, bareRps.profile],
    ['GET /api/health', '/api/health', {}, bareRps.health],
  ] as const) {
    const r = await load(`${url}${path}`, headers);
    rows.push({
      scenario,
      database: name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      'vs bare': `${((r.rps / base) * 100).toFixed(0)}%`,
    });
  }
  await app.close();
  return rows;
}

async function authBench() {
  const bareRps = await bare();
  const rows: Row[] = [];
  rows.push(...(await withPglite((database) => measure('PGlite', database, bareRps))));
  rows.push(...((await withPostgres((database) => measure('PostgreSQL', database, bareRps))) ?? []));
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per scenario; bare Fastify: profile ${bareRps.profile} req/s, health ${bareRps.health} req/s`,
  );
  console.table(rows);
}

const PARTS = [
  'auth',
  'qr',
  'vouchers',
  'referrals',
  'load',
  'faults',
  'scale',
  'orders',
  'production',
  'upload',
  'download',
  'checkout',
  'pages',
  'tickets',
  'phone',
  'lighthouse',
  'notify',
] as const;

async function main() {
  const only = ONLY === 'all' ? [...PARTS] : ONLY.split(',');
  const unknown = only.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY must list parts of ${PARTS.join(', ')}; got ${ONLY}`);
  const targets: TargetRow[] = [];
  if (only.includes('auth')) await authBench();
  if (only.includes('qr')) {
    const { rows, settings } = await runQrBench();
    console.log(`\nQR scans: ${settings}`);
    console.table(rows);
    targets.push(...scanTargets(rows));
  }
  if (only.includes('vouchers')) {
    const { rows, floor, settings } = await runVouchersBench();
    console.log(`\nVoucher CSV upload: ${settings}`);
    console.table(rows);
    console.log('\nWhat voucher_codes costs to write: ms (median) = × the plain COPY (voucher-floor.ts)');
    console.table(floor);
    targets.push(...csvTargets(rows));
  }
  if (only.includes('referrals')) {
    const { rows, settings } = await runReferralsBench();
    console.log(`\nReferral stats: ${settings}`);
    console.table(rows);
  }
  if (only.includes('load')) {
    const result = await runMixedLoad();
    if (result) {
      console.log('\nMixed load: two API processes on one PostgreSQL database');
      console.table(result.table);
      console.table(result.checks);
    }
  }
  if (only.includes('faults')) {
    const rows = await runFaults();
    console.log('\nFaults: kill -9, database restarts');
    console.table(rows);
  }
  if (only.includes('scale')) {
    const result = await runScaleBench();
    if (result) {
      console.log(`\nScale: ${result.settings}`);
      console.table(result.throughput);
      console.table(result.table);
      console.table(result.checks);
      console.log('\nThe database with the files in S3, and with the same files moved into it');
      console.table(result.sizes);
    }
  }
  if (only.includes('upload')) {
    const { rows, settings } = await runUploadHealthBench();
    console.log(`\nBig voucher CSV upload and /api/health: ${settings}`);
    console.table(rows);
  }
  if (only.includes('download')) {
    const { rows, settings } = await runDownloadBench();
    console.log(`\nOrder file download: ${settings}`);
    console.table(rows);
  }
  if (only.includes('checkout')) {
    const { rows, settings } = await runCheckoutBench();
    console.log(`\nCustomer order placement: ${settings}`);
    console.table(rows);
    targets.push(...checkoutTargets(rows));
  }
  if (only.includes('pages')) {
    const { rows, settings } = await runPagesBench();
    console.log(`\nPages as pictures: ${settings}`);
    console.table(rows);
  }
  if (only.includes('tickets')) {
    const { rows, settings } = await runTicketsBench();
    console.log(`\nJob tickets: ${settings}`);
    console.table(rows);
  }
  if (only.includes('phone')) {
    const rows = await runPhoneBench();
    console.log(`\nStaff screens on a phone: ${phoneBenchSettings()}`);
    console.table(rows);
    targets.push(...phoneTargets(rows));
  }
  if (only.includes('orders')) {
    const rows = await runOrdersBench();
    console.log(`\nOrders: ${ordersBenchSettings()}`);
    console.table(rows);
    targets.push(...orderTargets(rows));
  }
  if (only.includes('production')) {
    const rows = await runProductionBench();
    console.log(`\nProduction board: ${productionBenchSettings()}`);
    console.table(rows);
    targets.push(...productionTargets(rows));
  }
  if (only.includes('lighthouse')) {
    const { rows, settings } = await runLighthouseBench();
    console.log(`\nLighthouse: ${settings}`);
    console.table(rows);
    targets.push(...lighthouseTargets(rows));
  }
  if (only.includes('notify')) {
    const result = await runNotifyBench();
    if (result) {
      console.log(`\nE-mail under order moves: ${result.settings}`);
      console.table(result.rows);
      console.table(result.checks);
      targets.push(...notifyTargets(result.rows, result.checks));
    }
  }
  if (targets.length > 0) {
    console.log('\nTargets (every figure and ratio from this run)');
    console.table(targets);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
