/**
 * The customers' e-mail under a steady stream of order moves, on PostgreSQL: one API process started with
 * `SMTP_URL` pointing at a real SMTP server in a child process of the bench (smtp-sink.ts), then another on
 * the same database without mail. Each makes the same number of moves (default 1,000 in 60 s, sent at an
 * even pace whatever the answers take), each a super admin's `PATCH` of an assigned order to
 * out-for-delivery, which writes its customer's message to the outbox; meanwhile the cheap order pages run
 * at a fixed number of connections. With mail on, the outbox is then left to drain (bounded). Figures: messages sent per second, the queue's lag (the
 * message written → sent, from the outbox's own timestamps), and the cheap pages' p95 with mail on and off.
 * The SMTP server must have received exactly the messages the outbox calls sent, by recipient and subject.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import autocannon from 'autocannon';

import { API } from '@printhub/contract';

import { runMigrations } from '../apps/api/src/db/migrate';
import { ensureSuperAdmin } from '../apps/api/src/db/seed/ensure-admin';
import { hashPassword } from '../apps/api/src/lib/password';
import { insertAccount } from '../apps/api/src/modules/staff-users/staff-users.repository';
import { withPostgres } from './databases';
import { generateOrders } from './generate-orders';
import { percentile, shuffled, type LoadResult } from './load';
import { notifyChecks, readOutbox, type NotifyCheck } from './notify-outbox';
import { scenarios, type Scenario } from './orders.bench';
import { signIn, startApi } from './processes';
import { startSmtpSink } from './smtp-sink';
import { CHEAP_PAGES } from './targets';

import type { Database } from '../apps/api/src/db/client';
import type pg from 'pg';

const env = process.env;
const SECONDS = Number(env.BENCH_NOTIFY_SECONDS ?? 60);
/** 1,000 moves a minute unless set: the pace stays the same in a shorter run. */
const MOVES = Number(env.BENCH_NOTIFY_MOVES ?? Math.round((1000 * SECONDS) / 60));
const ORDERS = Number(env.BENCH_NOTIFY_ORDERS ?? 100_000);
const CONNECTIONS = Number(env.BENCH_NOTIFY_CONNECTIONS ?? 10);
const DRAIN_SECONDS = Number(env.BENCH_NOTIFY_DRAIN_SECONDS ?? 60);
const WARMUP_SECONDS = 2;
const ADMIN = { email: 'notify@example.com', password: 'notify-password' };
const STAFF_PASSWORD = 'notify-staff-password';
const STAFF_COUNT = 8;

export type NotifyRow = {
  mail: 'on' | 'off';
  'moves (200)': number;
  'moves/s': number;
  'move p95 ms': number | '-';
  'outbox rows': number;
  sent: number;
  'sent/s': number | '-';
  'lag p50 s': number | '-';
  'lag p95 s': number | '-';
  'pages req/s': number;
  'pages p50 ms': number | '-';
  'pages p95 ms': number | '-';
  errors: number;
};

const log = (line: string) => console.log(`[notify] ${line}`);
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

type Tokens = { admin: string; staff: string };

/** The cheap order pages (the orders part's scenarios of that name) from `CONNECTIONS` connections. */
function cheapPages(url: string, list: Scenario[], tokens: Tokens, seconds: number): Promise<LoadResult> {
  const requests = shuffled(
    list.flatMap((s) =>
      s.paths.map((path) => ({
        method: 'GET' as const,
        path,
        headers: { authorization: `Bearer ${tokens[s.as]}` },
      })),
    ),
  );
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, requests }, (err, r) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      resolve({
        rps: Math.round(r.requests.average),
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        errors: r.errors + r.non2xx + r.timeouts,
      });
    });
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/**
 * One move per order, sent on an even schedule over `seconds` (an open loop: a slow answer does not delay
 * the next move). Each is a super admin's move of an assigned order to out-for-delivery.
 */
async function pacedMoves(url: string, token: string, ids: number[], seconds: number) {
  const gapMs = (seconds * 1000) / ids.length;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const times: number[] = [];
  let ok = 0;
  const start = performance.now();
  await Promise.all(
    ids.map(async (id, i) => {
      await sleep(Math.max(0, start + i * gapMs - performance.now()));
      const sent = performance.now();
      const res = await fetch(`${url}${API.order(id)}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ id, status: 'out-for-delivery' }),
      }).catch(() => null);
      await res?.arrayBuffer();
      times.push(performance.now() - sent);
      if (res?.status === 200) ok += 1;
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return { ok, errors: ids.length - ok, perSecond: round(ids.length / elapsed), p95: percentile(times, 95) };
}

/** Waits (bounded) until none of the orders' messages is still queued. */
async function drain(pool: pg.Pool, ids: number[], seconds: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from notifications where order_id = any($1::int[]) and status = 'queued'`,
      [ids],
    );
    const waited = (performance.now() - start) / 1000;
    if (rows[0]!.n === 0 || waited >= seconds) return waited;
    await sleep(200);
  }
}

type Fixture = { dbUrl: string; list: Scenario[]; staffEmail: string; on: number[]; off: number[] };

async function seed(database: Database, dbUrl: string): Promise<Fixture> {
  await runMigrations(database);
  await ensureSuperAdmin(database.db, ADMIN);
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  const staff = [];
  for (let i = 1; i <= STAFF_COUNT; i++)
    staff.push(
      await insertAccount(database.db, {
        fullName: `Notify Staff ${i}`,
        email: `notify-staff${i}@example.com`,
        passwordHash,
      }),
    );
  const now = new Date();
  const generated = await generateOrders(database, { orders: ORDERS, staffIds: staff.map((s) => s.id), now });
  log(`generated ${generated.orders} orders in ${generated.seconds.total.toFixed(1)} s`);
  // Assigned orders whose customers take e-mail; every other one to each run, so both get the same kind.
  const { rows } = await (database.client as pg.Pool).query<{ id: number }>(
    `select o.id from orders o join customers c on c.id = o.customer_id
     where o.status = 'assigned' and o.assigned_user is not null and c.notify_email and c.email is not null
     order by o.id desc limit $1`,
    [2 * MOVES],
  );
  if (rows.length < 2 * MOVES)
    throw new Error(`${rows.length} assigned orders for ${2 * MOVES} moves: raise BENCH_NOTIFY_ORDERS`);
  const ids = rows.map((r) => r.id);
  return {
    dbUrl,
    list: scenarios(now).filter((s) => CHEAP_PAGES.includes(s.name)),
    staffEmail: staff[0]!.email,
    on: ids.filter((_, i) => i % 2 === 0),
    off: ids.filter((_, i) => i % 2 === 1),
  };
}

/** One API process, with or without mail: warm-up, then the moves and the cheap pages side by side. */
async function phase(database: Database, f: Fixture, smtpUrl: string | null) {
  const mail = smtpUrl ? 'on' : 'off';
  const ids = smtpUrl ? f.on : f.off;
  const api = await startApi({
    DATABASE_URL: f.dbUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  });
  try {
    const tokens = {
      admin: await signIn(api.url, ADMIN),
      staff: await signIn(api.url, { email: f.staffEmail, password: STAFF_PASSWORD }),
    };
    await cheapPages(api.url, f.list, tokens, WARMUP_SECONDS);
    log(`mail ${mail}: ${ids.length} moves over ${SECONDS} s, cheap pages from ${CONNECTIONS} connections`);
    const [pages, moves] = await Promise.all([
      cheapPages(api.url, f.list, tokens, SECONDS),
      pacedMoves(api.url, tokens.admin, ids, SECONDS),
    ]);
    if (smtpUrl) {
      const waited = await drain(database.client as pg.Pool, ids, DRAIN_SECONDS);
      log(`mail on: the outbox drained ${waited.toFixed(1)} s after the last move`);
    }
    const outbox = await readOutbox(database.client as pg.Pool, ids);
    const row: NotifyRow = {
      mail,
      'moves (200)': moves.ok,
      'moves/s': moves.perSecond,
      'move p95 ms': moves.p95,
      'outbox rows': outbox.rows,
      sent: outbox.sent,
      'sent/s': outbox.sentPerSecond,
      'lag p50 s': outbox.lagP50,
      'lag p95 s': outbox.lagP95,
      'pages req/s': pages.rps,
      'pages p50 ms': pages.p50,
      'pages p95 ms': pages.p95,
      errors: moves.errors + pages.errors,
    };
    log(`mail ${mail}: ${JSON.stringify(row)}`);
    return { row, outbox };
  } finally {
    await api.stop();
  }
}

export type NotifyResult = { rows: NotifyRow[]; checks: NotifyCheck[]; settings: string };

/**
 * The notifications part; null when PostgreSQL is not reachable. Mail on runs first, so that a cache the
 * first run warms helps the run without mail, the baseline.
 */
export async function runNotifyBench(): Promise<NotifyResult | null> {
  const smtp = await startSmtpSink();
  try {
    return await withPostgres(async (database, dbUrl) => {
      const f = await seed(database, dbUrl);
      const on = await phase(database, f, smtp.url);
      const off = await phase(database, f, null);
      const rows = [on.row, off.row];
      const checks = await notifyChecks(
        database.client as pg.Pool,
        { on: on.outbox, off: off.outbox },
        { on: on.row['moves (200)'], off: off.row['moves (200)'] },
        smtp,
      );
      return { rows, checks, settings: notifyBenchSettings() };
    }, log);
  } finally {
    await smtp.close();
  }
}

export const notifyBenchSettings = () =>
  `PostgreSQL, ${ORDERS.toLocaleString('en')} orders; ${MOVES.toLocaleString('en')} moves to out-for-delivery ` +
  `over ${SECONDS} s per run (mail on, then off), the cheap order pages from ${CONNECTIONS} connections meanwhile; ` +
  `lag = outbox row written → sent; the outbox drained for at most ${DRAIN_SECONDS} s`;
