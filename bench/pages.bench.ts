/**
 * Pages as pictures (`GET /api/order-files/{id}/pages/{n}.png?width=400`), on PGlite and PostgreSQL, in this
 * process (the real app on a free port): the first render of each page of a 20-page PDF (drawn by PDF.js in
 * the warm PDF workers, then kept), one at a time, then the kept pages asked again and again from a few
 * connections. Latency p50/p95 of each; every answer must be a 200 PNG that is not the placeholder.
 */
import { runMigrations } from '../apps/api/src/db/migrate';
import { makePdf } from '../apps/api/src/db/seed/pdf';
import { orderForm, placeOrderOnce, signUpCustomer } from './checkout.bench';
import { withPglite, withPostgres } from './databases';
import { listenApi } from './processes';

import type { Database } from '../apps/api/src/db/client';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 4);
const PAGES = 20;
const WIDTH = 400;
const log = (line: string) => console.log(`[pages] ${line}`);

export type PagesRow = {
  database: string;
  requests: string;
  count: number;
  'p50 ms': number;
  'p95 ms': number;
  'max ms': number;
  errors: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function row(database: string, requests: string, latencies: number[], errors: number): PagesRow {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    database,
    requests,
    count: latencies.length,
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p95 ms': Math.round(percentile(sorted, 95)),
    'max ms': Math.round(sorted.at(-1) ?? 0),
    errors,
  };
}

async function measure(name: string, database: Database, pdf: Buffer): Promise<PagesRow[]> {
  await runMigrations(database);
  const { app, url } = await listenApi(database);
  try {
    const token = await signUpCustomer(url);
    const order = (await placeOrderOnce(url, token, orderForm(pdf))) as { files: { id: number }[] };
    const fileId = order.files[0]!.id;
    let errors = 0;
    const get = async (page: number) => {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/order-files/${fileId}/pages/${page}.png?width=${WIDTH}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200 || res.headers.get('x-render-failed')) errors += 1;
      return performance.now() - t0;
    };
    const first: number[] = [];
    for (let page = 1; page <= PAGES; page += 1) first.push(await get(page));
    const firstRow = row(name, `first render, ${WIDTH} px, 1 at a time`, first, errors);
    errors = 0;
    const kept: number[] = [];
    const until = performance.now() + SECONDS * 1000;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) kept.push(await get((next++ % PAGES) + 1));
      }),
    );
    log(`${name}: ${first.length} first renders, ${kept.length} kept pages`);
    return [firstRow, row(name, `kept, ${CONNECTIONS} connections`, kept, errors)];
  } finally {
    await app.close();
  }
}

export async function runPagesBench(): Promise<{ rows: PagesRow[]; settings: string }> {
  const pdf = makePdf({ pages: PAGES, title: 'Bench pages' });
  const rows: PagesRow[] = [];
  rows.push(...(await withPglite((database) => measure('PGlite', database, pdf))));
  const pgRows = await withPostgres((database) => measure('PostgreSQL', database, pdf), log);
  if (pgRows) rows.push(...pgRows);
  return {
    rows,
    settings: `the ${PAGES} pages of one PDF at ${WIDTH} px; kept pages for ${SECONDS} s per database`,
  };
}
