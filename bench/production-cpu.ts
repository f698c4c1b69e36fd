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
import path from 'node:path';

import { fromPostgres } from '../apps/api/src/db/client';
import {
  answerParent,
  cpuMeter,
  createOrdersDatabase,
  forkServer,
  ROUNDS,
  CONNECTIONS,
} from './cpu-per-request';
import { loadHere } from './load';
import { listenApi, signIn } from './processes';
import { SCENARIOS } from './production.bench';
import { BENCH_ADMIN, BENCH_STAFF } from './seed-orders';

const REQUESTS = Number(process.env.CPU_REQUESTS ?? 2000);

type Headers = Record<'admin' | 'staff', Record<string, string>>;

const setup = () =>
  createOrdersDatabase('printhub_board', {
    orders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
    openOrders: Number(process.env.BENCH_OPEN_ORDERS ?? 5000),
  });

/** The child: the API on the database, profiling on request. */
async function serve(url: string) {
  const database = fromPostgres(url);
  const { app, url: api } = await listenApi(database);
  const headers: Headers = {
    admin: { authorization: `Bearer ${await signIn(api, BENCH_ADMIN)}` },
    staff: { authorization: `Bearer ${await signIn(api, BENCH_STAFF)}` },
  };
  await answerParent(async () => {
    await app.close();
    await database.close();
  });
  process.send!({ op: 'ready', api, headers, pid: process.pid });
}

async function measure(url: string) {
  type Message = { op: string; api: string; headers: Headers; pid: number };
  const { child, next, profiled } = forkServer<Message>(import.meta.url, url);
  const ready = await next();
  const meter = await cpuMeter(url, ready.pid);
  const rows: Record<string, string | number>[] = [];
  const profileDir = process.env.CPU_PROFILE;
  for (const s of SCENARIOS) {
    const headers = ready.headers[s.as];
    const best = { node: Infinity, pg: Infinity };
    for (let round = 0; round < ROUNDS; round++) {
      await loadHere(ready.api, s.paths, { headers, connections: CONNECTIONS, amount: 300 }); // warm-up, and every pool connection opened
      const file = profileDir && round === 0 ? path.join(profileDir, `${s.name}.cpuprofile`) : undefined;
      const { before, r, after } = await profiled(file, async () => ({
        before: await meter.sample(),
        r: await loadHere(ready.api, s.paths, { headers, connections: CONNECTIONS, amount: REQUESTS }),
        after: await meter.sample(),
      }));
      if (r.errors) throw new Error(`${s.name}: ${r.errors} errors or non-2xx answers`);
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
  await meter.close();
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
