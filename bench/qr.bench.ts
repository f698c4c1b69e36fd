/**
 * The public QR scan (`GET /?qr_code=CODE` → 302) through the real API on PostgreSQL and PGlite, next to a
 * bare Fastify handler answering the same 302 with no database, as a ratio. A fixed number of requests is
 * sent (not a duration), so every request completes and the scan count afterwards must equal the count
 * before plus the 302s received: the exactness check.
 */
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';

import { runMigrations } from '../apps/api/src/db/migrate';
import { qrCodes } from '../apps/api/src/db/schema';
import { withPglite, withPostgres } from './databases';
import { listenApi } from './processes';

import type { Database } from '../apps/api/src/db/client';

const REQUESTS = Number(process.env.BENCH_SCANS ?? 30_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET = 'https://example.com/offer';
const log = (line: string) => console.log(`[qr] ${line}`);

export type ScanRow = {
  scenario: string;
  database: string;
  requests: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  '302s': number;
  errors: number;
  'vs bare': string;
  'count check': string;
};

async function load(url: string) {
  const r = await autocannon({ url, connections: CONNECTIONS, amount: REQUESTS });
  const redirects = r.statusCodeStats?.['302']?.count ?? 0;
  return {
    rps: Math.round(r.requests.total / r.duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    redirects,
    errors: r.errors + r.timeouts + (r.requests.total - redirects),
  };
}

async function bareRps(): Promise<number> {
  const app = Fastify();
  app.get('/', async (_req, reply) => reply.redirect(TARGET, 302));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const r = await load(`${url}/?qr_code=BENCH`);
  await app.close();
  return r.rps;
}

async function measure(name: string, database: Database, bare: number): Promise<ScanRow> {
  await runMigrations(database);
  const [qr] = await database.db
    .insert(qrCodes)
    .values({
      code: 'BENCH',
      company: 'Bench',
      value: 10,
      validity: new Date(Date.now() + 86_400_000),
      count: 500,
      redirectionUrl: TARGET,
    })
    .returning();
  const { app, url } = await listenApi(database);
  log(`${name}: ${REQUESTS} scans`);
  const r = await load(`${url}/?qr_code=BENCH`);
  await app.close();
  const [after] = await database.db
    .select({ count: qrCodes.count })
    .from(qrCodes)
    .where(eq(qrCodes.id, qr!.id));
  const expected = qr!.count + r.redirects;
  return {
    scenario: 'GET /?qr_code=CODE (302)',
    database: name,
    requests: REQUESTS,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    '302s': r.redirects,
    errors: r.errors,
    'vs bare': `${((r.rps / bare) * 100).toFixed(0)}%`,
    'count check':
      after!.count === expected ? `pass (${after!.count})` : `FAIL: ${after!.count} ≠ ${expected}`,
  };
}

export async function runQrBench(): Promise<{ rows: ScanRow[]; settings: string }> {
  const bare = await bareRps();
  const rows: ScanRow[] = [];
  const pgRow = await withPostgres((database) => measure('PostgreSQL', database, bare), log);
  if (pgRow) rows.push(pgRow);
  rows.push(await withPglite((database, label) => measure(label, database, bare)));
  return {
    rows,
    settings: `${CONNECTIONS} connections, ${REQUESTS} requests per database; bare Fastify 302: ${bare} req/s`,
  };
}
