/**
 * What the customers' e-mail costs in CPU, measured in a way a busy machine does not skew much: the on-CPU
 * time (user + system, /proc/<pid>/schedstat) of the API process and of the database's PostgreSQL backends,
 * over a fixed number of moves or messages, less what the idle API spends meanwhile (pg-boss's polling).
 *
 *   npx tsx notify-cpu.ts                         three rounds on a database of its own (dropped after)
 *   NOTIFY_CPU_PROFILE=dir npx tsx notify-cpu.ts  also a .cpuprofile of the mail-on API process (first round)
 *
 * Each round: an API process without mail makes NOTIFY_CPU_MOVES moves to out-for-delivery (their messages
 * wait, not sent); then one with mail (a real SMTP server in a process of its own) sends those messages,
 * queued again at once (the drain: CPU per message, nothing else running), and makes as many moves of other
 * orders (CPU per move with its message written, queued and sent). Orders and messages are reset after.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

import pg from 'pg';
import { PgBoss } from 'pg-boss';

import { API } from '@printhub/contract';

import { runMigrations } from '../apps/api/src/db/migrate';
import { ensureSuperAdmin } from '../apps/api/src/db/seed/ensure-admin';
import { JOBS_SCHEMA } from '../apps/api/src/lib/jobs';
import { hashPassword } from '../apps/api/src/lib/password';
import { insertAccount } from '../apps/api/src/modules/staff-users/staff-users.repository';
import { onCpuNs } from './cpu-per-request';
import { withPostgres } from './databases';
import { generateOrders } from './generate-orders';
import { signIn, startApi } from './processes';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const MOVES = Number(process.env.NOTIFY_CPU_MOVES ?? 300);
const ROUNDS = Number(process.env.NOTIFY_CPU_ROUNDS ?? 3);
const ORDERS = Number(process.env.NOTIFY_CPU_ORDERS ?? 40_000);
const IDLE_MS = 3000;
const ADMIN = { email: 'notify-cpu@example.com', password: 'notify-cpu-password' };

type Cpu = { api: number; pg: number; sink: number; at: number };

/** The CPU so far of the API, of the database's backends (but this one) and of the SMTP sink. */
async function cpuOf(pool: pg.Pool, apiPid: number, sink: SmtpSink): Promise<Cpu> {
  const { rows } = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
     and application_name not like 'notify-cpu%'`,
  );
  return {
    api: onCpuNs(apiPid),
    pg: rows.reduce((s, r) => s + onCpuNs(r.pid), 0),
    sink: onCpuNs(sink.pid),
    at: performance.now(),
  };
}

/** µs per unit between two readings, less the idle API's rate (ns per ms) over the same time. */
function perUnit(a: Cpu, b: Cpu, units: number, idle = { api: 0, pg: 0 }) {
  const ms = b.at - a.at;
  return {
    api: (b.api - a.api - idle.api * ms) / 1000 / units,
    pg: (b.pg - a.pg - idle.pg * ms) / 1000 / units,
    sink: (b.sink - a.sink) / 1000 / units,
  };
}

/** Moves each order to out-for-delivery, four at a time. */
async function moves(url: string, token: string, ids: number[]) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const queue = [...ids];
  const one = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const res = await fetch(`${url}${API.order(id)}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ id, status: 'out-for-delivery' }),
      });
      if (res.status !== 200) throw new Error(`move ${id}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all([one(), one(), one(), one()]);
}

/** Waits until none of the orders' messages is queued. */
async function drained(pool: pg.Pool, ids: number[]) {
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from notifications where order_id = any($1::int[]) and status = 'queued'`,
      [ids],
    );
    if (rows[0]!.n === 0) return;
    await sleep(50);
  }
}

async function seed(pool: pg.Pool, database: Parameters<typeof runMigrations>[0]) {
  await runMigrations(database);
  await ensureSuperAdmin(database.db, ADMIN);
  const passwordHash = await hashPassword('notify-cpu-staff');
  const staff = await insertAccount(database.db, {
    fullName: 'CPU Staff',
    email: 'cpu-staff@example.com',
    passwordHash,
  });
  await generateOrders(database, { orders: ORDERS, staffIds: [staff.id] });
  const { rows } = await pool.query<{ id: number }>(
    `select o.id from orders o join customers c on c.id = o.customer_id
     where o.status = 'assigned' and o.assigned_user is not null and c.notify_email and c.email is not null
     order by o.id desc limit $1`,
    [2 * MOVES],
  );
  if (rows.length < 2 * MOVES) throw new Error(`${rows.length} assigned orders: raise NOTIFY_CPU_ORDERS`);
  return { off: rows.slice(0, MOVES).map((r) => r.id), on: rows.slice(MOVES).map((r) => r.id) };
}

type Row = Record<string, string | number>;
const fmt = (x: { api: number; pg: number; sink: number }, what: string, round: number): Row => ({
  round,
  what,
  'API µs': Math.round(x.api),
  'pg µs': Math.round(x.pg),
  'API+pg µs': Math.round(x.api + x.pg),
  'sink µs': Math.round(x.sink),
});

async function round(n: number, dbUrl: string, pool: pg.Pool, ids: { off: number[]; on: number[] }) {
  const rows: Row[] = [];
  const sink = await startSmtpSink();
  const env = { DATABASE_URL: dbUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  try {
    // Mail off: the moves write their messages, which wait.
    const off = await startApi(env, 300_000);
    try {
      const token = await signIn(off.url, ADMIN);
      const a = await cpuOf(pool, off.child.pid!, sink);
      await moves(off.url, token, ids.off);
      rows.push(
        fmt(perUnit(a, await cpuOf(pool, off.child.pid!, sink), ids.off.length), 'move, mail off', n),
      );
    } finally {
      await off.stop();
    }
    const profileDir = process.env.NOTIFY_CPU_PROFILE;
    const on = await startApi(
      {
        ...env,
        SMTP_URL: sink.url,
        ...(profileDir && n === 1 && { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` }),
      },
      300_000,
    );
    const boss = new PgBoss({
      connectionString: dbUrl,
      schema: JOBS_SCHEMA,
      supervise: false,
      schedule: false,
      application_name: 'notify-cpu-boss',
    });
    await boss.start();
    try {
      const pid = on.child.pid!;
      const token = await signIn(on.url, ADMIN);
      await sleep(500);
      const i0 = await cpuOf(pool, pid, sink);
      await sleep(IDLE_MS);
      const i1 = await cpuOf(pool, pid, sink);
      const idle = { api: (i1.api - i0.api) / (i1.at - i0.at), pg: (i1.pg - i0.pg) / (i1.at - i0.at) };
      rows.push({
        round: n,
        what: 'idle API, per second',
        'API µs': Math.round(idle.api),
        'pg µs': Math.round(idle.pg),
      });
      // The drain: the waiting messages queued again at once, sent with nothing else running.
      const { rows: waiting } = await pool.query<{ id: number }>(
        `update notifications set status = 'queued', last_error = null
         where order_id = any($1::int[]) returning id`,
        [ids.off],
      );
      const d0 = await cpuOf(pool, pid, sink);
      await boss.insert(
        'mail.send',
        waiting.map((m) => ({ data: { id: m.id } })),
      );
      await drained(pool, ids.off);
      rows.push(fmt(perUnit(d0, await cpuOf(pool, pid, sink), waiting.length, idle), 'message drained', n));
      // Moves with mail on: each message written, queued and sent.
      const m0 = await cpuOf(pool, pid, sink);
      await moves(on.url, token, ids.on);
      await drained(pool, ids.on);
      rows.push(
        fmt(perUnit(m0, await cpuOf(pool, pid, sink), ids.on.length, idle), 'move + its message sent', n),
      );
    } finally {
      await boss.stop({ graceful: false, close: true });
      await on.stop();
    }
    const { count } = await sink.counts();
    if (count !== 2 * MOVES) throw new Error(`the SMTP sink received ${count} messages, not ${2 * MOVES}`);
  } finally {
    await sink.close();
  }
  // Back as they were for the next round.
  const all = [...ids.off, ...ids.on];
  await pool.query(`delete from notifications where order_id = any($1::int[])`, [all]);
  await pool.query(`update orders set status = 'assigned' where id = any($1::int[])`, [all]);
  return rows;
}

await withPostgres(async (database, dbUrl) => {
  const ids = await seed(database.client as pg.Pool, database);
  // The bench's own statements (waiting for the drain, say) are left out of the backends' CPU by this name.
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2, application_name: 'notify-cpu' });
  const rows: Row[] = [];
  try {
    for (let n = 1; n <= ROUNDS; n++) {
      rows.push(...(await round(n, dbUrl, pool, ids)));
      console.table(rows.filter((r) => r.round === n));
    }
  } finally {
    await pool.end();
  }
  console.log(
    `${MOVES} moves or messages per figure, ${ORDERS} orders; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  console.table(rows);
});
