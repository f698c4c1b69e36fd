/**
 * The production board (`GET /api/production/`) on a large order book with few open orders (default 1M
 * orders, 5,000 open, each print order with its files and their preflight), through the real HTTP API signed in, on PostgreSQL and on PGlite: the super admin's
 * whole board, one column paged 100 cards on, and a staff user's board. p95 at `BENCH_CONNECTIONS`.
 */
import { withPglite, withPostgres } from './databases';
import { loadPaths, WARMUP_SECONDS } from './load';
import { listenApi, signIn } from './processes';
import { BENCH_ADMIN, BENCH_STAFF, seedForBench } from './seed-orders';

import type { Database } from '../apps/api/src/db/client';

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const ORDERS = Number(env.BENCH_ORDERS ?? 1_000_000);
const PGLITE_ORDERS = Number(env.BENCH_PGLITE_ORDERS ?? ORDERS);
const OPEN = Number(env.BENCH_OPEN_ORDERS ?? 5000);
const DATABASES = (env.BENCH_DB ?? 'postgres,pglite').split(',');
/** PostgreSQL only: the board's p95 at `BENCH_CONNECTIONS`. */
export const BOARD_P95_MS = 50;

export type ProductionRow = {
  scenario: string;
  database: string;
  'req/s': number;
  'median ms': number | '-';
  'p95 ms': number | '-';
  errors: number;
  target: string;
};

const log = (line: string) => console.log(`[production] ${line}`);

export const SCENARIOS: Array<{ name: string; as: 'admin' | 'staff'; paths: string[] }> = [
  { name: 'board (super admin)', as: 'admin', paths: ['/api/production/'] },
  {
    name: 'one column, offset 100',
    as: 'admin',
    paths: ['/api/production/?status=assigned&offset=100', '/api/production/?status=confirmed&offset=100'],
  },
  { name: 'board (staff user)', as: 'staff', paths: ['/api/production/'] },
];

async function measure(
  name: string,
  database: Database,
  orderCount: number,
  databaseUrl?: string,
): Promise<ProductionRow[]> {
  const options = { orders: orderCount, openOrders: OPEN };
  const generated = await seedForBench(database, databaseUrl, options, `[production] ${name}: `);
  log(
    `${name}: generated ${generated.orders} orders (${OPEN} open) in ${generated.seconds.total.toFixed(1)} s`,
  );

  const { app, url } = await listenApi(database);
  const tokens = {
    admin: await signIn(url, BENCH_ADMIN),
    staff: await signIn(url, BENCH_STAFF),
  };
  const rows: ProductionRow[] = [];
  try {
    for (const s of SCENARIOS) {
      const headers = { authorization: `Bearer ${tokens[s.as]}` };
      await loadPaths(url, s.paths, { headers, seconds: WARMUP_SECONDS, connections: CONNECTIONS });
      const r = await loadPaths(url, s.paths, { headers, seconds: SECONDS, connections: CONNECTIONS });
      const target =
        database.kind !== 'postgres'
          ? 'n/a (PostgreSQL only)'
          : `${r.p95 !== '-' && r.p95 <= BOARD_P95_MS && r.errors === 0 ? 'pass' : 'FAIL'} (p95 ≤ ${BOARD_P95_MS} ms)`;
      log(`${name}: ${s.name}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, ${r.errors} errors`);
      rows.push({
        scenario: s.name,
        database: `${name} ${(generated.orders / 1e6).toLocaleString('en')}M, ${OPEN} open`,
        'req/s': r.rps,
        'median ms': r.p50,
        'p95 ms': r.p95,
        errors: r.errors,
        target,
      });
    }
  } finally {
    await app.close();
  }
  return rows;
}

export const productionBenchSettings = () =>
  `${ORDERS.toLocaleString('en')} orders (PGlite ${PGLITE_ORDERS.toLocaleString('en')}), ${OPEN} open, ` +
  `${CONNECTIONS} connections, ${SECONDS} s per scenario`;

/** The board's benchmark on the configured databases: one row per scenario and database. */
export async function runProductionBench(): Promise<ProductionRow[]> {
  const rows: ProductionRow[] = [];
  if (DATABASES.includes('postgres'))
    rows.push(...((await withPostgres((db, url) => measure('PostgreSQL', db, ORDERS, url), log)) ?? []));
  if (DATABASES.includes('pglite'))
    rows.push(...(await withPglite((db, label) => measure(label, db, PGLITE_ORDERS))));
  return rows;
}
