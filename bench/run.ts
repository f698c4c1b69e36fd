/**
 * `npm run bench`: two tables.
 *  1. auth: request throughput of the authenticated request path (token lookup + role check) and of the
 *     health check, on embedded PGlite and on PostgreSQL (when reachable), next to a bare Fastify handler
 *     answering the same JSON, as a ratio.
 *  2. orders: list and search latencies and req/s on 1M orders (orders.bench.ts).
 * `BENCH_ONLY=auth` or `BENCH_ONLY=orders` runs one of them; see README.md for the other variables.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { createPglite, fromPglite, fromPostgres, type Database } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { ensureSuperAdmin } from '../apps/api/src/db/seed/ensure-admin';
import { ordersBenchSettings, runOrdersBench } from './orders.bench';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_ONLY ?? 'all';
const CONNECTIONS = 10;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
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
  const app = await buildApp({
    database,
    config: {
      appName: 'Bench',
      publicUrl: () => '',
      tokenTtlMs: 3600_000,
      trustProxy: false,
      webDist: '/none',
    },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${url}/api/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
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
  rows.push(...(await measure('PGlite', fromPglite(createPglite()), bareRps)));

  const admin = new pg.Client({ connectionString: PG_URL });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (reachable) {
    const name = `printhub_bench_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const database = fromPostgres(url.toString());
    try {
      rows.push(...(await measure('PostgreSQL', database, bareRps)));
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log(`PostgreSQL not reachable at ${PG_URL}: skipped (set BENCH_DATABASE_URL).`);
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per scenario; bare Fastify: profile ${bareRps.profile} req/s, health ${bareRps.health} req/s`,
  );
  console.table(rows);
}

async function main() {
  if (!['all', 'auth', 'orders'].includes(ONLY))
    throw new Error(`BENCH_ONLY must be auth or orders, got ${ONLY}`);
  if (ONLY !== 'orders') await authBench();
  if (ONLY !== 'auth') {
    const rows = await runOrdersBench();
    console.log(`\nOrders: ${ordersBenchSettings()}`);
    console.table(rows);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
