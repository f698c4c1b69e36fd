/**
 * Fills a migrated database with N benchmark orders (default 1,000,000; `BENCH_ORDERS` to change) using
 * set-based SQL only: `INSERT … SELECT … FROM generate_series` in chunks, so that PGlite's memory stays
 * bounded. Values are pseudo-random but deterministic (hashint8 of the row number), and shaped like a
 * real shop's book: ~20k customers, orders over the last 365 days in id order, ~15% subscriptions, old
 * orders mostly delivered, recent ones still moving. A few rare names and titles give search terms of
 * known, low selectivity (see SEARCH_TERMS).
 *
 * The secondary indexes of `orders` are dropped during the load and rebuilt afterwards from their own
 * definitions (pg_indexes), which is several times faster than maintaining them row by row; then
 * VACUUM ANALYZE, as autovacuum would leave an insert-only table, and a CHECKPOINT.
 *
 * As a script: `tsx generate-orders.ts [postgres://… | pglite-data-dir]` migrates the target (default: an
 * in-memory PGlite, only useful to time the generator) and fills it; it refuses a non-empty orders table.
 */
import { pathToFileURL } from 'node:url';

import { createPglite, fromPglite, fromPostgres, type Database } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';

import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export type GenerateOptions = {
  /** Orders to make; default `BENCH_ORDERS` or 1,000,000. */
  orders?: number;
  /** Customers to make; default 20,000 (fewer when there are fewer than 50 orders each). */
  customers?: number;
  /** Staff accounts that get the orders past "confirmed": half to the first, the rest spread. None = unassigned. */
  staffIds?: number[];
  /** Rows per INSERT statement. */
  chunk?: number;
  /** The newest order is just before this. */
  now?: Date;
  log?: (line: string) => void;
  /**
   * Leaves only this many orders open (the newest ones not delivered); the older open ones are delivered.
   * Unset: the shop's usual share (about 13% open).
   */
  openOrders?: number;
};

export type GenerateResult = {
  customers: number;
  orders: number;
  /** Seconds per phase. */
  seconds: { customers: number; orders: number; indexes: number; vacuumAnalyze: number; total: number };
};

/** Search terms with their expected share of orders, for the search benchmark. */
export const SEARCH_TERMS = {
  /** Each matches 2–7% of orders (a last name, a first name, title words). */
  common: ['sharma', 'priya', 'report', 'brochure', 'thesis', 'menu'],
  /** Each matches < 0.1% of orders: rare surnames and titles, one customer's e-mail, and a term with no match. */
  rare: ['okonkwo', 'fitzgerald', 'patent application', 'braille', '.4711@', 'zebra quartz'],
};

// prettier-ignore
const FIRST = [
  'Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Isha', 'Kabir', 'Meera', 'Arjun', 'Sara',
  'Dev', 'Nisha', 'Rahul', 'Tara', 'Karan', 'Zoya', 'Aditya', 'Pooja', 'Sameer', 'Leela',
  'Neha', 'Amit', 'Divya', 'Suresh', 'Kavya', 'Manoj', 'Riya', 'Harsh', 'Sneha', 'Varun',
  'Anjali', 'Nikhil', 'Shreya', 'Gaurav', 'Lakshmi', 'Yash', 'Fatima', 'Imran', 'Maria', 'John',
];
// prettier-ignore
const LAST = [
  'Sharma', 'Patel', 'Iyer', 'Reddy', 'Khan', 'Gupta', 'Nair', 'Das', 'Mehta', 'Singh',
  'Rao', 'Joshi', 'Bose', 'Kapoor', 'Menon', 'Verma', 'Chopra', 'Pillai', 'Banerjee', 'Malhotra',
  'Kulkarni', 'Desai', 'Agarwal', 'Saxena', 'Chatterjee', 'Shetty', 'Bhat', 'Naidu', 'Pandey', 'Mishra',
  'Fernandes', 'DSouza', 'Thomas', 'George', 'Ali', 'Hussain', 'Sethi', 'Arora', 'Bajaj', 'Tiwari',
];
/** One customer in a thousand has each of these. */
const RARE_LAST = ['Okonkwo', 'Fitzgerald', 'Vasquez'];
// prettier-ignore
const TITLES = [
  'Thesis final draft', 'Company brochure', 'Wedding invitations', 'Quarterly report', 'Lecture notes',
  'Product catalogue', 'Resume', 'Restaurant menu', 'Event flyers', 'Annual accounts',
  'Recipe book', 'Science project', 'Poetry collection', 'Training manual', 'Property brochure',
  'Business cards', 'Exam question paper', 'Research paper', 'Club newsletter', 'Birthday posters',
  'Tax return', 'Sales presentation', 'Lab manual', 'Annual report', 'Course handbook',
  'Family photo album', 'Conference badges', 'Board minutes', 'Assignment submission', 'Price list',
];
/** One order in 5,000 has each of these. */
const RARE_TITLES = ['Patent application', 'Braille menu card'];
const STREETS = ['MG Road', 'Park Street', 'Lake View', 'Station Road', 'Church Street', 'Ring Road'];
const CITIES = ['Mumbai', 'Bengaluru', 'Pune', 'Chennai', 'Delhi', 'Hyderabad', 'Kochi', 'Jaipur'];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (items: readonly string[]) => `ARRAY[${items.map(lit).join(',')}]`;
/** A deterministic non-negative pseudo-random bigint for row `g`, one independent stream per `k`. */
const h = (g: string, k: number) => `(hashint8(${g}::bigint * 16 + ${k})::bigint + 2147483648)`;
/** `items[hash % len]` as SQL. */
const pick = (items: readonly string[], hash: string) => `(${arr(items)})[1 + (${hash}) % ${items.length}]`;

const int = (name: string, v: number) => {
  if (!Number.isSafeInteger(v) || v < 0) throw new Error(`${name} must be a non-negative integer, got ${v}`);
  return v;
};

export type Runner = {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  release(): void;
};

export async function runnerOf(database: Database): Promise<Runner> {
  if (database.kind === 'pglite') {
    const client = database.client as PGlite;
    return {
      exec: async (sql) => void (await client.exec(sql)),
      rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      release: () => {},
    };
  }
  // One connection for the whole run, so that session settings apply to every statement.
  const client = await (database.client as pg.Pool).connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    release: () => client.release(),
  };
}

function customersSql(count: number, createdBefore: string) {
  const g = 'g';
  const rare = `(${h(g, 2)} % 1000)`;
  return `
    INSERT INTO customers (first_name, last_name, email, mobile, created_at)
    SELECT first_name, last_name, lower(first_name || '.' || last_name || '.' || g || '@example.com'), mobile, created_at
    FROM (
      SELECT g,
        ${pick(FIRST, h(g, 1))} AS first_name,
        CASE WHEN ${rare} < ${RARE_LAST.length} THEN (${arr(RARE_LAST)})[1 + ${rare}]
             ELSE ${pick(LAST, h(g, 3))} END AS last_name,
        '+91 9' || lpad((${h(g, 4)} % 1000000000)::text, 9, '0') AS mobile,
        ${createdBefore}::timestamptz - interval '400 days' + (${g} * interval '1 second') AS created_at
      FROM generate_series(1, ${count}) AS g
    ) s`;
}

/** Orders lo..hi of total: created_at grows with g over the 365 days before `now`. */
function ordersSql(p: {
  lo: number;
  hi: number;
  total: number;
  customers: number;
  customerBase: number;
  staffIds: number[];
  now: string;
}) {
  const g = 's.g';
  const spanSeconds = 365 * 86400;
  const staff =
    p.staffIds.length > 0 ? `ARRAY[${p.staffIds.map((id) => int('staff id', id)).join(',')}]` : null;
  const assigned = staff
    ? `CASE WHEN t.status = 'confirmed' THEN NULL
            WHEN t.h6 % 2 = 0 THEN (${staff})[1]
            ELSE (${staff})[1 + (t.h6 / 2) % ${p.staffIds.length}] END`
    : 'NULL::integer';
  const rareTitle = `(t.h3 % 5000)`;
  return `
    INSERT INTO orders (customer_id, order_type, status, assigned_user, first_name, last_name, email, mobile,
      title, pdf_page_count, copies, options, amount, amount_due, price_lines, gst_percentage, prices_include_gst,
      coupon_code, delivery_address, print_ref, created_at, updated_at, due_at)
    SELECT c.id, t.order_type, t.status, ${assigned}, c.first_name, c.last_name, c.email, c.mobile,
      CASE WHEN ${rareTitle} < ${RARE_TITLES.length} THEN (${arr(RARE_TITLES)})[1 + ${rareTitle}]
           ELSE ${pick(TITLES, 't.h3 / 5000')}
             || CASE WHEN t.h4 % 10 < 3 THEN ' (' || (2 + (t.h4 / 10) % 8) || ')' ELSE '' END END,
      t.pages, t.copies,
      jsonb_build_object(
        'color', CASE WHEN t.color THEN 'color' ELSE 'black-and-white' END,
        'sides', CASE WHEN t.h5 % 2 = 0 THEN 'double' ELSE 'single' END,
        'paper_size', ${pick(['A4', 'A4', 'A4', 'A3', 'Letter'], 't.h5 / 2')},
        'binding', ${pick(['none', 'staple', 'spiral'], 't.h5 / 10')}),
      round(t.pages * t.copies * CASE WHEN t.color THEN 5 ELSE 1.5 END, 2),
      round(t.pages * t.copies * CASE WHEN t.color THEN 5 ELSE 1.5 END, 2),
      jsonb_build_array(jsonb_build_object('label', 'Printing', 'quantity', t.pages * t.copies,
        'unit_price', CASE WHEN t.color THEN 5 ELSE 1.5 END,
        'amount', round(t.pages * t.copies * CASE WHEN t.color THEN 5 ELSE 1.5 END, 2))),
      18, true,
      CASE WHEN t.h7 % 100 < 15 THEN ${pick(['WELCOME10', 'FESTIVE20', 'PRINT5'], 't.h7 / 100')} END,
      (1 + t.h7 / 100 % 250) || ', ' || ${pick(STREETS, 't.h7 / 25000')} || ', ' || ${pick(CITIES, 't.h7 / 150000')},
      substr(md5('bench-order-' || t.g), 1, 14) || to_hex(t.g),
      t.created_at,
      LEAST(${p.now}::timestamptz, t.created_at + CASE t.status WHEN 'confirmed' THEN interval '0' ELSE (t.h6 % 72) * interval '1 hour' END),
      t.created_at + interval '48 hours'
    FROM (
      SELECT s.*,
        CASE WHEN s.age_days > 14 THEN
               CASE WHEN s.h1 % 100 < 90 THEN 'delivered' WHEN s.h1 % 100 < 95 THEN 'out-for-delivery' ELSE 'assigned' END
             ELSE
               CASE WHEN s.h1 % 100 < 30 THEN 'confirmed' WHEN s.h1 % 100 < 55 THEN 'assigned'
                    WHEN s.h1 % 100 < 75 THEN 'out-for-delivery' ELSE 'delivered' END
        END AS status,
        CASE WHEN (s.h1 / 100) % 100 < 15 THEN 'subscription' ELSE 'print' END AS order_type,
        1 + s.h2 % 400 AS pages,
        1 + (s.h2 / 400) % 5 AS copies,
        (s.h2 / 2000) % 10 < 3 AS color
      FROM (
        SELECT ${g} AS g, ${h(g, 1)} AS h1, ${h(g, 2)} AS h2, ${h(g, 3)} AS h3, ${h(g, 4)} AS h4,
          ${h(g, 5)} AS h5, ${h(g, 6)} AS h6, ${h(g, 7)} AS h7, ${h(g, 8)} AS h8,
          ${p.now}::timestamptz - interval '${spanSeconds} seconds'
            + ((${g} - 1)::float8 * ${spanSeconds} / ${p.total}) * interval '1 second' AS created_at,
          ((${p.total} - ${g})::float8 * 365 / ${p.total}) AS age_days
        FROM generate_series(${p.lo}, ${p.hi}) AS s(g)
      ) s
    ) t
    JOIN customers c ON c.id = ${p.customerBase} + t.h8 % ${p.customers}`;
}

export async function generateOrders(
  database: Database,
  opts: GenerateOptions = {},
): Promise<GenerateResult> {
  const total = int('orders', opts.orders ?? Number(process.env.BENCH_ORDERS ?? 1_000_000));
  const customerCount = Math.max(
    1,
    int('customers', opts.customers ?? Math.min(20_000, Math.ceil(total / 50))),
  );
  const chunk = Math.max(1, int('chunk', opts.chunk ?? 100_000));
  const now = lit((opts.now ?? new Date()).toISOString());
  const log = opts.log ?? (() => {});
  const run = await runnerOf(database);
  const started = performance.now();
  const since = (t: number) => (performance.now() - t) / 1000;
  try {
    const [{ n: existing } = { n: 0 }] = await run.rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders',
    );
    if (existing > 0)
      throw new Error(`orders already holds ${existing} rows: generate into an empty database`);
    await run.exec(`SET maintenance_work_mem = '${database.kind === 'pglite' ? '256MB' : '1GB'}'`);

    let t = performance.now();
    await run.exec(customersSql(customerCount, now));
    const [{ base } = { base: 0 }] = await run.rows<{ base: number }>(
      `SELECT (max(id) - ${customerCount})::int AS base FROM customers`,
    );
    const customersSeconds = since(t);
    log(`${customerCount} customers in ${customersSeconds.toFixed(1)} s`);

    // Rebuilding the secondary indexes once is much faster than maintaining them per row (GIN most of all).
    const indexes = await run.rows<{ name: string; def: string }>(`
      SELECT indexname AS name, indexdef AS def FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'orders'
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'orders'::regclass)`);
    for (const ix of indexes) await run.exec(`DROP INDEX ${ix.name}`);
    let ordersSeconds = 0;
    let indexSeconds = 0;
    try {
      t = performance.now();
      for (let lo = 1; lo <= total; lo += chunk) {
        const hi = Math.min(total, lo + chunk - 1);
        await run.exec(
          ordersSql({
            lo,
            hi,
            total,
            customers: customerCount,
            customerBase: base,
            staffIds: opts.staffIds ?? [],
            now,
          }),
        );
        log(`  orders ${hi}/${total} (${since(t).toFixed(1)} s)`);
      }
      if (opts.openOrders !== undefined) {
        await run.exec(`
          UPDATE orders SET status = 'delivered'
          WHERE status <> 'delivered' AND id NOT IN (
            SELECT id FROM orders WHERE status <> 'delivered' ORDER BY id DESC LIMIT ${int('open orders', opts.openOrders)})`);
        log(`  all but the newest ${opts.openOrders} open orders delivered (${since(t).toFixed(1)} s)`);
      }
      ordersSeconds = since(t);
    } finally {
      t = performance.now();
      for (const ix of indexes) {
        const ti = performance.now();
        await run.exec(ix.def);
        log(`  index ${ix.name} in ${since(ti).toFixed(1)} s`);
      }
      indexSeconds = since(t);
    }
    log(
      `${total} orders in ${ordersSeconds.toFixed(1)} s, ${indexes.length} indexes in ${indexSeconds.toFixed(1)} s`,
    );

    t = performance.now();
    await run.exec('VACUUM ANALYZE customers');
    await run.exec('VACUUM ANALYZE orders');
    // The load's dirty pages written out now, not by the checkpointer while a benchmark measures.
    await run.exec('CHECKPOINT');
    const vacuumSeconds = since(t);
    await run.exec('RESET maintenance_work_mem');
    log(`VACUUM ANALYZE in ${vacuumSeconds.toFixed(1)} s`);
    return {
      customers: customerCount,
      orders: total,
      seconds: {
        customers: customersSeconds,
        orders: ordersSeconds,
        indexes: indexSeconds,
        vacuumAnalyze: vacuumSeconds,
        total: since(started),
      },
    };
  } finally {
    run.release();
  }
}

async function main() {
  const target = process.argv[2];
  const database = target?.startsWith('postgres') ? fromPostgres(target) : fromPglite(createPglite(target));
  try {
    await runMigrations(database);
    const result = await generateOrders(database, { log: (line) => console.log(line) });
    const where = target?.startsWith('postgres')
      ? new URL(target).pathname.slice(1)
      : (target ?? 'in-memory PGlite');
    console.log(
      `Generated ${result.customers} customers and ${result.orders} orders into ${where} in ${result.seconds.total.toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
