/**
 * CPU time per request of the production board (`GET /api/production/`, the scenarios of production.bench.ts),
 * measured the way orders-cpu.ts does: the API process's on-CPU time and that of the database's PostgreSQL
 * backends (user + system, from /proc/<pid>/schedstat, ns) over a fixed number of requests.
 *
 *   npx tsx production-cpu.ts setup            creates printhub_board_<random> with BENCH_ORDERS (1M) orders of
 *                                              which BENCH_OPEN_ORDERS (5,000) are open, prints its URL
 *   npx tsx production-cpu.ts measure <url>    the table (CPU_REQUESTS per scenario, CPU_ROUNDS rounds, the lowest)
 *   CPU_PROFILE=dir npx tsx production-cpu.ts measure <url>   also writes a .cpuprofile of each scenario's first run
 *
 * The load generator runs in this process, the API in a child of its own. Drop the database when done.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import pg from 'pg';

import { fromPostgres } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { ensureSuperAdmin } from '../apps/api/src/db/seed/ensure-admin';
import { hashPassword } from '../apps/api/src/lib/password';
import { insertAccount } from '../apps/api/src/modules/staff-users/staff-users.repository';
import { PG_URL } from './databases';
import { generateOrders } from './generate-orders';
import { shuffled } from './load';
import { listenApi, signIn } from './processes';
import { SCENARIOS } from './production.bench';

const ADMIN = { email: 'bench@example.com', password: 'bench-password' };
const STAFF = { email: 'staff1@example.com', password: 'bench-password' };
const REQUESTS = Number(process.env.CPU_REQUESTS ?? 2000);
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Headers = Record<'admin' | 'staff', Record<string, string>>;

async function setup() {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `printhub_board_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = fromPostgres(url.toString());
  try {
    await runMigrations(database);
    await ensureSuperAdmin(database.db, ADMIN);
    const passwordHash = await hashPassword(ADMIN.password);
    const staffIds = [];
    for (let i = 1; i <= 8; i++) {
      const row = await insertAccount(database.db, {
        fullName: `Bench Staff ${i}`,
        email: `staff${i}@example.com`,
        passwordHash,
      });
      staffIds.push(row.id);
    }
    await generateOrders(database, {
      orders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
      openOrders: Number(process.env.BENCH_OPEN_ORDERS ?? 5000),
      staffIds,
      log: console.log,
    });
  } finally {
    await database.close();
  }
  console.log(url.toString());
}

/** The child: the API on the database, answering 'cpu' and profiling on request. */
async function serve(url: string) {
  const database = fromPostgres(url);
  const { app, url: api } = await listenApi(database);
  const headers: Headers = {
    admin: { authorization: `Bearer ${await signIn(api, ADMIN)}` },
    staff: { authorization: `Bearer ${await signIn(api, STAFF)}` },
  };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  process.on('message', (m: { op: string; file?: string }) => {
    void (async () => {
      if (m.op === 'profile-start') {
        await session.post('Profiler.start');
        process.send!({ op: 'ok' });
      } else if (m.op === 'profile-stop') {
        const { profile } = await session.post('Profiler.stop');
        writeFileSync(m.file!, JSON.stringify(profile));
        process.send!({ op: 'ok' });
      } else if (m.op === 'exit') {
        await app.close();
        await database.close();
        process.exit(0);
      }
    })();
  });
  process.send!({ op: 'ready', api, headers, pid: process.pid });
}

/** On-CPU nanoseconds of a process (user + system), from the scheduler's own account. */
function onCpuNs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}

function fire(base: string, paths: string[], headers: Record<string, string>, amount: number) {
  return new Promise<{ non2xx: number; errors: number }>((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        amount,
        headers,
        requests: shuffled(paths).map((p) => ({ method: 'GET' as const, path: p })),
      },
      (err, r) => (err ? reject(err) : resolve({ non2xx: r.non2xx, errors: r.errors + r.timeouts })),
    );
  });
}

async function measure(url: string) {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['serve', url], {
    execArgv: ['--import', 'tsx'],
    cwd: path.dirname(fileURLToPath(import.meta.url)),
  });
  type Message = { op: string; api: string; headers: Headers; pid: number };
  const next = () => new Promise<Message>((resolve) => child.once('message', resolve));
  const ready = await next();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const cpu = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return { node: onCpuNs(ready.pid), pg: rows.reduce((s, r) => s + onCpuNs(r.pid), 0) };
  };
  const rows: Record<string, string | number>[] = [];
  const profileDir = process.env.CPU_PROFILE;
  for (const s of SCENARIOS) {
    const headers = ready.headers[s.as];
    const best = { node: Infinity, pg: Infinity };
    for (let round = 0; round < ROUNDS; round++) {
      await fire(ready.api, s.paths, headers, 300); // warm-up, and every pool connection opened
      const profiling = profileDir && round === 0;
      if (profiling) {
        child.send({ op: 'profile-start' });
        await next();
      }
      const before = await cpu();
      const r = await fire(ready.api, s.paths, headers, REQUESTS);
      const after = await cpu();
      if (profiling) {
        child.send({ op: 'profile-stop', file: path.join(profileDir, `${s.name}.cpuprofile`) });
        await next();
      }
      if (r.non2xx || r.errors) throw new Error(`${s.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      best.node = Math.min(best.node, (after.node - before.node) / 1000 / REQUESTS);
      best.pg = Math.min(best.pg, (after.pg - before.pg) / 1000 / REQUESTS);
    }
    rows.push({
      scenario: s.name,
      'API node µs/req': Math.round(best.node),
      'pg µs/req': Math.round(best.pg),
      'total µs/req': Math.round(best.node + best.pg),
    });
  }
  await admin.end();
  child.send({ op: 'exit' });
  console.log(`${REQUESTS} requests per scenario, ${CONNECTIONS} connections, lowest of ${ROUNDS} rounds`);
  console.table(rows);
}

const [mode, arg] = process.argv.slice(2);
const main =
  mode === 'setup' ? setup() : mode === 'serve' ? serve(arg!) : mode === 'measure' ? measure(arg!) : null;
if (!main) {
  console.error('usage: production-cpu.ts setup | measure <postgres url>');
  process.exit(2);
}
main.catch((err) => {
  console.error(err);
  process.exit(1);
});
