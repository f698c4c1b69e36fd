/**
 * The public QR scan (`GET /?qr_code=CODE` → 302) through the real API on PostgreSQL and PGlite, next to a
 * bare Fastify handler sending the same SQL (recorded from the driver while the API answers a scan after a
 * first one: the same statements, parameters and transaction, if any) to the same database and answering
 * the same 302, as a ratio (target: the API at ≥ 80% of it). A fixed number of requests is sent (not a
 * duration), so every request completes and the scan count after the API's run must equal the count before
 * it plus the 302s received: the exactness check.
 */
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';

import { runMigrations } from '../apps/api/src/db/migrate';
import { qrCodes } from '../apps/api/src/db/schema';
import { withPglite, withPostgres } from './databases';
import { listenApi } from './processes';
import { recordSql, replayer } from './record-sql';

import type { Database } from '../apps/api/src/db/client';

const REQUESTS = Number(process.env.BENCH_SCANS ?? 30_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET = 'https://example.com/offer';
/** The API's scans per second at least this share of the bare handler's. */
export const SCAN_TARGET = 0.8;
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
  'bare req/s': number;
  'vs bare': string;
  target: string;
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

/** The bare handler: the recorded statements of one scan, then the same 302. */
async function bareLoad(replay: () => Promise<void>) {
  const app = Fastify();
  app.get('/', async (_req, reply) => {
    await replay();
    return reply.header('cache-control', 'no-store').redirect(TARGET, 302);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load(`${url}/?qr_code=BENCH`);
  } finally {
    await app.close();
  }
}

const countOf = async (database: Database, id: number) =>
  (await database.db.select({ count: qrCodes.count }).from(qrCodes).where(eq(qrCodes.id, id)))[0]!.count;

async function measure(name: string, database: Database): Promise<ScanRow> {
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
  const scanOnce = async () => {
    const res = await fetch(`${url}/?qr_code=BENCH`, { redirect: 'manual' });
    if (res.status !== 302) throw new Error(`scan: ${res.status}`);
    await res.arrayBuffer();
  };
  // The first scan of a code also reads its address back to check it (qr-codes.scan.service.ts): the SQL
  // recorded is a later scan's, the one every scan after the first sends.
  await scanOnce();
  const statements = await recordSql(database, scanOnce);
  log(
    `${name}: a scan's SQL: ${statements.map((s) => s.text.replace(/\s+/g, ' ').slice(0, 60)).join(' | ')}`,
  );
  log(`${name}: ${REQUESTS} scans, bare`);
  const bare = await bareLoad(replayer(database, statements));
  const before = await countOf(database, qr!.id);
  log(`${name}: ${REQUESTS} scans, API`);
  const r = await load(`${url}/?qr_code=BENCH`);
  await app.close();
  const after = await countOf(database, qr!.id);
  const expected = before + r.redirects;
  const ratio = bare.rps > 0 ? r.rps / bare.rps : 0;
  return {
    scenario: 'GET /?qr_code=CODE (302)',
    database: name,
    requests: REQUESTS,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    '302s': r.redirects,
    errors: r.errors,
    'bare req/s': bare.rps,
    'vs bare': `${(ratio * 100).toFixed(0)}%`,
    target: `${ratio >= SCAN_TARGET && r.errors === 0 ? 'pass' : 'FAIL'} (≥ ${SCAN_TARGET * 100}% of bare)`,
    'count check': after === expected ? `pass (${after})` : `FAIL: ${after} ≠ ${expected}`,
  };
}

export async function runQrBench(): Promise<{ rows: ScanRow[]; settings: string }> {
  const rows: ScanRow[] = [];
  const pgRow = await withPostgres((database) => measure('PostgreSQL', database), log);
  if (pgRow) rows.push(pgRow);
  rows.push(await withPglite((database, label) => measure(label, database)));
  return {
    rows,
    settings: `${CONNECTIONS} connections, ${REQUESTS} requests per database and handler; bare = Fastify + the scan's recorded SQL, then the same 302`,
  };
}
