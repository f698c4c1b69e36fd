/**
 * CPU time per request of the cheap order pages, API vs the bare handler (see orders.bench.ts), measured in a
 * way a busy machine does not skew much: the server process's on-CPU time (user + system, from
 * /proc/<pid>/schedstat, ns) and that of the database's PostgreSQL backends, over a fixed number of requests.
 *
 *   npx tsx orders-cpu.ts setup            creates printhub_cpu_<random> with BENCH_ORDERS (100k) orders, prints its URL
 *   npx tsx orders-cpu.ts measure <url>    the table (CPU_REQUESTS per scenario and side, CPU_ROUNDS rounds, the lowest)
 *   CPU_PROFILE=dir npx tsx orders-cpu.ts measure <url>   also writes a .cpuprofile of each side's first run per scenario
 *
 * The load generator runs in this process, the API and the bare handler in a child of their own.
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
import { bareServer, recordPaths, scenarios } from './orders.bench';
import { listenApi, signIn } from './processes';

const ADMIN = { email: 'bench@example.com', password: 'bench-password' };
const STAFF = { email: 'staff1@example.com', password: 'bench-password' };
const CHEAP = (process.env.CPU_SCENARIOS ?? 'list delivered,list subscriptions,list 7-day,my_orders').split(
  ',',
);
const REQUESTS = Number(process.env.CPU_REQUESTS ?? 5000);
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Ready = {
  api: string;
  bare: string;
  headers: Record<'admin' | 'staff', Record<string, string>>;
  scenarios: { name: string; as: 'admin' | 'staff'; paths: string[] }[];
  pid: number;
};

const cheapScenarios = () => scenarios(new Date()).filter((s) => CHEAP.some((c) => s.name.startsWith(c)));

async function setup() {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `printhub_cpu_${randomBytes(4).toString('hex')}`;
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
      orders: Number(process.env.BENCH_ORDERS ?? 100_000),
      staffIds,
      log: console.log,
    });
  } finally {
    await database.close();
  }
  console.log(url.toString());
}

/** The child: the API and the bare handler on one database, answering 'cpu' and profiling on request. */
async function serve(url: string) {
  const database = fromPostgres(url);
  const { app, url: api } = await listenApi(database);
  const headers = {
    admin: { authorization: `Bearer ${await signIn(api, ADMIN)}` },
    staff: { authorization: `Bearer ${await signIn(api, STAFF)}` },
  };
  const list = cheapScenarios();
  const sqlByPath = await recordPaths(database, api, list, (as) => headers[as]);
  const bare = await bareServer(database, sqlByPath);
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
        await bare.app.close();
        await app.close();
        await database.close();
        process.exit(0);
      }
    })();
  });
  const ready: Ready = {
    api,
    bare: bare.url,
    headers,
    scenarios: list.map((s) => ({ name: s.name, as: s.as, paths: s.paths })),
    pid: process.pid,
  };
  process.send!({ op: 'ready', ready });
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
  const next = () => new Promise<{ op: string; ready?: Ready }>((resolve) => child.once('message', resolve));
  const { ready } = (await next()) as { ready: Ready };
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const backends = async () =>
    (
      await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  const cpu = async () => {
    const pids = await backends();
    return { node: onCpuNs(ready.pid), pg: pids.reduce((s, p) => s + onCpuNs(p), 0), pids };
  };
  const rows: Record<string, string | number>[] = [];
  const profileDir = process.env.CPU_PROFILE;
  for (const s of ready.scenarios) {
    const best = { api: { node: Infinity, pg: Infinity }, bare: { node: Infinity, pg: Infinity } };
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of ['api', 'bare'] as const) {
        const base = side === 'api' ? ready.api : ready.bare;
        const headers = side === 'api' ? ready.headers[s.as] : {};
        await fire(base, s.paths, headers, 500); // warm-up, and every pool connection opened
        const profiling = profileDir && round === 0;
        if (profiling) {
          child.send({ op: 'profile-start' });
          await next();
        }
        const before = await cpu();
        const r = await fire(base, s.paths, headers, REQUESTS);
        const after = await cpu();
        if (profiling) {
          child.send({
            op: 'profile-stop',
            file: path.join(profileDir, `${s.name.split(',')[0]} ${side}.cpuprofile`),
          });
          await next();
        }
        if (r.non2xx || r.errors)
          throw new Error(`${s.name} ${side}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        // Backends that came or went during the run are not counted whole; the pool keeps its connections.
        const node = (after.node - before.node) / 1000 / REQUESTS;
        const pgUs = (after.pg - before.pg) / 1000 / REQUESTS;
        best[side].node = Math.min(best[side].node, node);
        best[side].pg = Math.min(best[side].pg, pgUs);
      }
    }
    rows.push({
      scenario: s.name,
      'API node µs/req': Math.round(best.api.node),
      'bare node µs/req': Math.round(best.bare.node),
      'API pg µs/req': Math.round(best.api.pg),
      'bare pg µs/req': Math.round(best.bare.pg),
      'API/bare total': `${(((best.api.node + best.api.pg) / (best.bare.node + best.bare.pg)) * 100).toFixed(0)}%`,
    });
  }
  await admin.end();
  child.send({ op: 'exit' });
  console.log(
    `${REQUESTS} requests per scenario and side, ${CONNECTIONS} connections, lowest of ${ROUNDS} rounds`,
  );
  console.table(rows);
}

const [mode, arg] = process.argv.slice(2);
const main =
  mode === 'setup' ? setup() : mode === 'serve' ? serve(arg!) : mode === 'measure' ? measure(arg!) : null;
if (!main) {
  console.error('usage: orders-cpu.ts setup | measure <postgres url>');
  process.exit(2);
}
main.catch((err) => {
  console.error(err);
  process.exit(1);
});
