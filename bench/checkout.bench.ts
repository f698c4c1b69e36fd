/**
 * Placing a customer's print order (`POST /api/customer/orders`, one 20-page PDF): requests per second and
 * latency (p50/p95) at a few connections, on PGlite and PostgreSQL, in this process (the real app on a free
 * port). Every order is a real one: the PDF is read in its worker, priced, and stored in chunks. Each answer
 * must be 201, and the orders stored must number the 201s.
 */
import { sql } from 'drizzle-orm';

import { runMigrations } from '../apps/api/src/db/migrate';
import { makePdf } from '../apps/api/src/db/seed/pdf';
import { withPglite, withPostgres } from './databases';
import { listenApi } from './processes';

import type { Database } from '../apps/api/src/db/client';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 4);
const PAGES = 20;
const log = (line: string) => console.log(`[checkout] ${line}`);

export type CheckoutRow = {
  database: string;
  connections: number;
  'PDF KB': number;
  orders: number;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'max ms': number;
  errors: number;
  'stored = 201s': string;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export function orderForm(pdf: Buffer): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: 'Bench order',
    copies: '2',
    color: 'black-and-white',
    sides: 'double',
    paper_size: 'A4',
    binding: 'none',
    delivery_address: '1 Bench Road',
  }))
    form.append(k, v);
  form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'bench.pdf');
  return form;
}

/** A new customer of the API at `url`; their token. */
export async function signUpCustomer(url: string): Promise<string> {
  const signup = await fetch(`${url}/api/customer/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Customer',
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      mobile: '+91 90000 00000',
      password: 'bench-customer-password',
    }),
  });
  if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
  return ((await signup.json()) as { token: string }).token;
}

/** One order placed; its answer (a 201 is required). */
export async function placeOrderOnce(url: string, token: string, form: FormData): Promise<unknown> {
  const res = await fetch(`${url}/api/customer/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${await res.text()}`);
  return res.json();
}

async function measure(name: string, database: Database, pdf: Buffer): Promise<CheckoutRow> {
  await runMigrations(database);
  const { app, url } = await listenApi(database);
  try {
    const token = await signUpCustomer(url);
    const place = async () => {
      const res = await fetch(`${url}/api/customer/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: orderForm(pdf),
      });
      await res.arrayBuffer();
      return res.status;
    };
    // Warm-up: modules, the worker code, prepared statements.
    for (let i = 0; i < 2; i += 1) if ((await place()) !== 201) throw new Error('warm-up order refused');
    const before = await countOrders(database);
    const latencies: number[] = [];
    let errors = 0;
    const until = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          const status = await place();
          latencies.push(performance.now() - t0);
          if (status !== 201) errors += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const stored = (await countOrders(database)) - before;
    const sorted = latencies.sort((a, b) => a - b);
    log(`${name}: ${latencies.length} orders in ${elapsed.toFixed(1)} s`);
    return {
      database: name,
      connections: CONNECTIONS,
      'PDF KB': Math.round(pdf.length / 1024),
      orders: latencies.length,
      'req/s': Number((latencies.length / elapsed).toFixed(1)),
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p95 ms': Math.round(percentile(sorted, 95)),
      'max ms': Math.round(sorted.at(-1) ?? 0),
      errors,
      'stored = 201s': stored === latencies.length - errors ? 'pass' : `FAIL (${stored})`,
    };
  } finally {
    await app.close();
  }
}

async function countOrders(database: Database): Promise<number> {
  const res = (await database.db.execute(sql`select count(*)::int as n from orders`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0]!.n);
}

export async function runCheckoutBench(): Promise<{ rows: CheckoutRow[]; settings: string }> {
  const pdf = makePdf({ pages: PAGES, title: 'Bench order' });
  const rows: CheckoutRow[] = [];
  rows.push(await withPglite((database) => measure('PGlite', database, pdf)));
  const pgRow = await withPostgres((database) => measure('PostgreSQL', database, pdf), log);
  if (pgRow) rows.push(pgRow);
  return {
    rows,
    settings: `one ${PAGES}-page PDF per order, ${CONNECTIONS} connections, ${SECONDS} s per database`,
  };
}
