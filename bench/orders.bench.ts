/**
 * Order lists and search on a large order book (default 1M orders, each print order with its files), through
 * the real HTTP API (`buildApp`, signed in) on PostgreSQL and on PGlite, next to a bare Fastify handler that
 * sends the same statements with the same parameters straight to the same database, the session lookup
 * included (no zod, no Drizzle). The SQL is not written here: it is recorded from the driver while the real
 * API answers each request once.
 */
import Fastify from 'fastify';

import { withPglite, withPostgres } from './databases';
import { SEARCH_TERMS } from './generate-orders';
import { loadPaths, WARMUP_SECONDS } from './load';
import { listenApi, signIn } from './processes';
import { recordSql, type Statement } from './record-sql';
import { BENCH_ADMIN, BENCH_STAFF, seedForBench } from './seed-orders';

import type { Database } from '../apps/api/src/db/client';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const ORDERS = Number(env.BENCH_ORDERS ?? 1_000_000);
const PGLITE_ORDERS = Number(env.BENCH_PGLITE_ORDERS ?? ORDERS);
/** Unset or "memory": in-memory PGlite; "tmp": a fresh temp directory (removed after); else that directory. */
const PGLITE_DIR = env.BENCH_PGLITE_DIR ?? 'memory';
/** Which databases: "postgres", "pglite" or both (default). */
const DATABASES = (env.BENCH_DB ?? 'postgres,pglite').split(',');
/** Targets, PostgreSQL only: p95 at `BENCH_CONNECTIONS` (targets.ts checks them again, one line each). */
const TARGET_MS = { list: 20, deep: 40, search: 50 } as const;

export type OrdersRow = {
  scenario: string;
  database: string;
  'req/s': number;
  'median ms': number | '-';
  'p95 ms': number | '-';
  errors: number;
  'bare req/s': number;
  'bare p95 ms': number | '-';
  'API/bare': string;
  target: string;
};

export type Scenario = { name: string; kind: keyof typeof TARGET_MS; as: 'admin' | 'staff'; paths: string[] };
/** A URL's statements as the API sent them (the session lookup, then the order queries), and its count. */
export type Recorded = { queries: Statement[]; count: number };

const log = (line: string) => console.log(`[orders] ${line}`);

const range = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));
const day = (d: Date) => d.toISOString().slice(0, 10);

export function scenarios(now: Date): Scenario[] {
  const ordinary = '/api/all-orders/?status=delivered&exclude_order_type=subscription&limit=10';
  const week = (k: number) => {
    const from = new Date(now.getTime() - (k + 1) * 7 * 86_400_000);
    return `from_date=${day(from)}&to_date=${day(new Date(from.getTime() + 6 * 86_400_000))}`;
  };
  const mine = ['exclude_status=delivered', 'status=out-for-delivery', 'status=delivered'];
  return [
    {
      name: 'list delivered, offset 0-1000',
      kind: 'list',
      as: 'admin',
      paths: range(21, (i) => `${ordinary}&offset=${i * 50}`),
    },
    {
      name: 'list subscriptions, offset 0-1000',
      kind: 'list',
      as: 'admin',
      paths: range(21, (i) => `/api/all-orders/?order_type=subscription&limit=10&offset=${i * 50}`),
    },
    {
      name: 'list 7-day windows',
      kind: 'list',
      as: 'admin',
      paths: range(26, (k) => `/api/all-orders/?${week(2 * k)}&limit=10`),
    },
    {
      name: 'list deep page, offset 100000',
      kind: 'deep',
      as: 'admin',
      paths: [`${ordinary}&offset=100000`],
    },
    {
      name: 'my_orders (staff), offset 0-80',
      kind: 'list',
      as: 'staff',
      paths: mine.flatMap((f) => range(5, (i) => `/api/my_orders/?${f}&limit=10&offset=${i * 20}`)),
    },
    {
      name: `search common (${SEARCH_TERMS.common.length} terms)`,
      kind: 'search',
      as: 'admin',
      paths: SEARCH_TERMS.common.map((t) => `/api/all-orders/?query=${encodeURIComponent(t)}&limit=10`),
    },
    {
      name: `search rare (${SEARCH_TERMS.rare.length} terms)`,
      kind: 'search',
      as: 'admin',
      paths: SEARCH_TERMS.rare.map((t) => `/api/all-orders/?query=${encodeURIComponent(t)}&limit=10`),
    },
  ];
}

const load = (base: string, paths: string[], headers: Record<string, string>, seconds = SECONDS) =>
  loadPaths(base, paths, { headers, seconds, connections: CONNECTIONS });

const isCount = (q: Statement) => /^select count\(\*\)/i.test(q.text);

/**
 * One request per path through the real API, recording the statements the bare handler sends again: the
 * session lookup, then the page and its capped count (a search's first statement counts and, below the
 * cap, finds the page's ids, its second reads the page; a page at or past the cap settles the count without
 * a query, and a search counted to no more than the offset needs no second statement).
 */
export async function recordPaths(
  database: Database,
  apiUrl: string,
  list: Scenario[],
  headersOf: (as: Scenario['as']) => Record<string, string>,
): Promise<Map<string, Recorded>> {
  const sqlByPath = new Map<string, Recorded>();
  for (const s of list) {
    for (const p of s.paths) {
      let count = 0;
      const statements = await recordSql(database, async () => {
        const res = await fetch(`${apiUrl}${p}`, { headers: headersOf(s.as) });
        if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
        count = ((await res.json()) as { count: number }).count;
      });
      const sessions = statements.filter((q) => /^select .* from "auth_tokens"/is.test(q.text));
      const queries = statements.filter((q) => /from "orders"/i.test(q.text));
      if (sessions.length !== 1)
        throw new Error(`${p}: expected 1 session lookup, recorded ${sessions.length}`);
      if (queries.length !== 2 && queries.length !== 1)
        throw new Error(`${p}: expected 1 or 2 order queries, recorded ${queries.length}`);
      sqlByPath.set(p, { queries: [...sessions, ...queries], count });
    }
  }
  return sqlByPath;
}

/**
 * The bare handler: for each recorded path, the same statements (named prepared statements under their
 * names, as the API sends them), in the same order, on the same database.
 */
export async function bareServer(database: Database, sqlByPath: Map<string, Recorded>) {
  const run =
    database.kind === 'pglite'
      ? async (q: Statement) => (await (database.client as PGlite).query(q.text, q.params)).rows
      : async (q: Statement) =>
          (await (database.client as pg.Pool).query({ name: q.name, text: q.text, values: q.params })).rows;
  const app = Fastify();
  app.get('/*', async (req, reply) => {
    const recorded = sqlByPath.get(req.url);
    if (!recorded) return reply.code(404).send({ error: 'unknown path' });
    // The count is the count statement's, or else the API's as recorded (a page past the cap answers it; a
    // search counts in its first statement); the rows are the last other statement's.
    let results: unknown[] = [];
    let count: unknown = recorded.count;
    for (const q of recorded.queries) {
      const rows = await run(q);
      if (isCount(q)) count = Object.values((rows[0] ?? {}) as Record<string, unknown>)[0];
      else results = rows;
    }
    return { count, results };
  });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

async function measure(
  name: string,
  database: Database,
  orderCount: number,
  databaseUrl?: string,
): Promise<OrdersRow[]> {
  const now = new Date();
  const generated = await seedForBench(
    database,
    databaseUrl,
    { orders: orderCount, now },
    `[orders] ${name}: `,
  );
  const rss = (process.memoryUsage().rss / 2 ** 30).toFixed(2);
  log(
    `${name}: generated ${generated.orders} orders in ${generated.seconds.total.toFixed(1)} s ` +
      `(insert ${generated.seconds.orders.toFixed(1)} s, indexes ${generated.seconds.indexes.toFixed(1)} s); process RSS ${rss} GB`,
  );

  const { app, url } = await listenApi(database);
  const tokens = {
    admin: await signIn(url, BENCH_ADMIN),
    staff: await signIn(url, BENCH_STAFF),
  };
  const headersOf = (as: 'admin' | 'staff') => ({ authorization: `Bearer ${tokens[as]}` });

  const list = scenarios(now);
  const capturing = performance.now();
  const sqlByPath = await recordPaths(database, url, list, headersOf);
  log(
    `${name}: recorded the SQL of ${sqlByPath.size} URLs in ${((performance.now() - capturing) / 1000).toFixed(1)} s`,
  );
  const sample = sqlByPath.get(list[0]!.paths[0]!)!;
  log(
    `${name}: API SQL, e.g. ${list[0]!.name}:\n  ${sample.queries.map((q) => `${q.text}  -- ${JSON.stringify(q.params)}`).join('\n  ')}`,
  );

  const bare = await bareServer(database, sqlByPath);
  const rows: OrdersRow[] = [];
  try {
    for (const s of list) {
      await load(url, s.paths, headersOf(s.as), WARMUP_SECONDS); // warm-up, not counted
      const api = await load(url, s.paths, headersOf(s.as));
      const raw = await load(bare.url, s.paths, {});
      const limit = TARGET_MS[s.kind];
      const target =
        database.kind !== 'postgres'
          ? 'n/a (PostgreSQL only)'
          : `${api.p95 !== '-' && api.p95 <= limit && api.errors === 0 ? 'pass' : 'FAIL'} (p95 ≤ ${limit} ms)`;
      const row: OrdersRow = {
        scenario: s.name,
        database: `${name} ${(generated.orders / 1e6).toLocaleString('en')}M`,
        'req/s': api.rps,
        'median ms': api.p50,
        'p95 ms': api.p95,
        errors: api.errors + raw.errors,
        'bare req/s': raw.rps,
        'bare p95 ms': raw.p95,
        'API/bare': raw.rps > 0 ? `${((api.rps / raw.rps) * 100).toFixed(0)}%` : 'n/a',
        target,
      };
      log(
        `${name}: ${s.name}: ${api.rps} req/s, p50 ${api.p50} ms, p95 ${api.p95} ms; bare ${raw.rps} req/s (${row['API/bare']})`,
      );
      rows.push(row);
    }
  } finally {
    await bare.app.close();
    await app.close();
  }
  return rows;
}

async function onPostgres(): Promise<OrdersRow[]> {
  return (await withPostgres((database, url) => measure('PostgreSQL', database, ORDERS, url), log)) ?? [];
}

async function onPglite(): Promise<OrdersRow[]> {
  log(`PGlite data: ${PGLITE_DIR}`);
  return withPglite((database, label) => measure(label, database, PGLITE_ORDERS), PGLITE_DIR);
}

/** Runs the order benchmarks on the configured databases and returns one row per scenario and database. */
export async function runOrdersBench(): Promise<OrdersRow[]> {
  const rows: OrdersRow[] = [];
  if (DATABASES.includes('postgres')) rows.push(...(await onPostgres()));
  if (DATABASES.includes('pglite')) rows.push(...(await onPglite()));
  return rows;
}

export const ordersBenchSettings = () =>
  `${CONNECTIONS} connections, ${SECONDS} s per scenario after a ${WARMUP_SECONDS} s warm-up; ` +
  `median and p95 are exact percentiles of every response time; bare = Fastify + the same SQL (the session lookup included), no zod/Drizzle`;
