/**
 * EXPLAIN (ANALYZE, BUFFERS) of the order list's SQL on an existing order book (one made by
 * `generate-orders.ts`): for each case, the statements the repository sends (recorded from the driver), each
 * run `RUNS` times; prints the median execution time, the plan's top nodes, and the whole call's median.
 * `npx tsx explain-orders.ts postgres://…/db [case-name-substring]`.
 */
import { ORDER_DEFAULT_ORDERING } from '@printhub/contract';

import { fromPostgres } from '../apps/api/src/db/client';
import { listOrders, type OrderPage } from '../apps/api/src/modules/orders/orders.list.repository';
import { type OrderFilter } from '../apps/api/src/modules/orders/orders.repository';
import { SEARCH_TERMS } from './generate-orders';

import type pg from 'pg';

const RUNS = Number(process.env.RUNS ?? 7);
const VERBOSE = process.env.VERBOSE === '1';
const url = process.argv[2];
const only = process.argv[3];
if (!url) throw new Error('usage: explain-orders.ts postgres://…/db [case]');

type Case = { name: string; filter: OrderFilter; page: OrderPage };
const page = (offset = 0, limit = 10): OrderPage => ({ limit, offset, ordering: ORDER_DEFAULT_ORDERING });
const cases: Case[] = [
  ...SEARCH_TERMS.common.map((t) => ({ name: `common ${t}`, filter: { search: t }, page: page() })),
  ...SEARCH_TERMS.rare.map((t) => ({ name: `rare ${t}`, filter: { search: t }, page: page() })),
  {
    name: 'deep 100000',
    filter: { statuses: ['delivered'], excludeOrderType: 'subscription' },
    page: page(100_000),
  },
  { name: 'deep all 100000', filter: {}, page: page(100_000) },
  {
    name: 'list delivered 500',
    filter: { statuses: ['delivered'], excludeOrderType: 'subscription' },
    page: page(500),
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const database = fromPostgres(url!, 2);
  const pool = database.client as pg.Pool;
  const original = pool.query.bind(pool);
  let captured: { text: string; params: unknown[] }[] = [];
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const [q, params] = args;
    captured.push({
      text: typeof q === 'string' ? q : (q as { text: string }).text,
      params: (params as unknown[]) ?? [],
    });
    return (original as (...a: unknown[]) => unknown)(...args);
  };
  for (const c of cases) {
    if (only && !c.name.includes(only)) continue;
    captured = [];
    const times: number[] = [];
    let result: Awaited<ReturnType<typeof listOrders>> | undefined;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      result = await listOrders(database.db, c.filter, c.page, database.kind);
      times.push(performance.now() - t0);
    }
    const statements = captured.slice(0, captured.length / RUNS);
    console.log(
      `\n== ${c.name}: call median ${median(times).toFixed(1)} ms, count ${result!.count}, rows ${result!.rows.length}`,
    );
    for (const s of statements) {
      const exec: number[] = [];
      let plan: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        const res = await original(`explain (analyze, buffers) ${s.text}`, s.params);
        plan = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
        exec.push(Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1)!)![1]));
      }
      console.log(
        `  ${median(exec).toFixed(2)} ms  ${s.text.slice(0, VERBOSE ? 2000 : 140)} -- ${JSON.stringify(s.params).slice(0, 80)}`,
      );
      const nodes = plan
        .filter((l) => /->|^\S/.test(l) && !/Time:|^Planning/.test(l))
        .slice(0, VERBOSE ? 40 : 6);
      for (const l of nodes) console.log(`      ${l.replace(/\(cost=[^)]*\) /, '').slice(0, 150)}`);
    }
  }
  (pool as unknown as { query: unknown }).query = original;
  await database.close();
}

void main();
