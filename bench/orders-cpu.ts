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
import path from 'node:path';

import { fromPostgres } from '../apps/api/src/db/client';
import {
  answerParent,
  CONNECTIONS,
  cpuMeter,
  createOrdersDatabase,
  forkServer,
  ROUNDS,
} from './cpu-per-request';
import { loadHere } from './load';
import { bareServer, recordPaths, scenarios } from './orders.bench';
import { listenApi, signIn } from './processes';
import { BENCH_ADMIN, BENCH_STAFF } from './seed-orders';

const CHEAP = (process.env.CPU_SCENARIOS ?? 'list delivered,list subscriptions,list 7-day,my_orders').split(
  ',',
);
const REQUESTS = Number(process.env.CPU_REQUESTS ?? 5000);

type Ready = {
  api: string;
  bare: string;
  headers: Record<'admin' | 'staff', Record<string, string>>;
  scenarios: { name: string; as: 'admin' | 'staff'; paths: string[] }[];
  pid: number;
};

const cheapScenarios = () => scenarios(new Date()).filter((s) => CHEAP.some((c) => s.name.startsWith(c)));

const setup = () =>
  createOrdersDatabase('printhub_cpu', { orders: Number(process.env.BENCH_ORDERS ?? 100_000) });

/** The child: the API and the bare handler on one database, profiling on request. */
async function serve(url: string) {
  const database = fromPostgres(url);
  const { app, url: api } = await listenApi(database);
  const headers = {
    admin: { authorization: `Bearer ${await signIn(api, BENCH_ADMIN)}` },
    staff: { authorization: `Bearer ${await signIn(api, BENCH_STAFF)}` },
  };
  const list = cheapScenarios();
  const sqlByPath = await recordPaths(database, api, list, (as) => headers[as]);
  const bare = await bareServer(database, sqlByPath);
  await answerParent(async () => {
    await bare.app.close();
    await app.close();
    await database.close();
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

async function measure(url: string) {
  const { child, next, profiled } = forkServer<{ op: string; ready?: Ready }>(import.meta.url, url);
  const { ready } = (await next()) as { ready: Ready };
  const meter = await cpuMeter(url, ready.pid);
  const rows: Record<string, string | number>[] = [];
  const profileDir = process.env.CPU_PROFILE;
  for (const s of ready.scenarios) {
    const best = { api: { node: Infinity, pg: Infinity }, bare: { node: Infinity, pg: Infinity } };
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of ['api', 'bare'] as const) {
        const base = side === 'api' ? ready.api : ready.bare;
        const headers = side === 'api' ? ready.headers[s.as] : {};
        await loadHere(base, s.paths, { headers, connections: CONNECTIONS, amount: 500 }); // warm-up, and every pool connection opened
        const file =
          profileDir && round === 0
            ? path.join(profileDir, `${s.name.split(',')[0]} ${side}.cpuprofile`)
            : undefined;
        const { before, r, after } = await profiled(file, async () => ({
          before: await meter.sample(),
          r: await loadHere(base, s.paths, { headers, connections: CONNECTIONS, amount: REQUESTS }),
          after: await meter.sample(),
        }));
        if (r.errors) throw new Error(`${s.name} ${side}: ${r.errors} errors or non-2xx answers`);
        best[side].node = Math.min(best[side].node, (after.node - before.node) / 1000 / REQUESTS);
        best[side].pg = Math.min(best[side].pg, (after.pg - before.pg) / 1000 / REQUESTS);
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
  await meter.close();
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
