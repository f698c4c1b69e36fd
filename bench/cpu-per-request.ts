/**
 * What the CPU-per-request scripts share (orders-cpu.ts, production-cpu.ts): a PostgreSQL database of their own
 * with generated orders, the API in a child process that profiles on request, and on-CPU time read from the
 * scheduler's own account (/proc/<pid>/schedstat: user + system, ns). The load is load.ts's `loadHere`, run in
 * the script's own process (the API is in the child).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { createDatabase, PG_URL } from './databases';
import { seedAt } from './seed-orders';

export const ROUNDS = Number(process.env.CPU_ROUNDS ?? 2);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/**
 * A new database `<prefix>_<random>` with the benchmarks' order book (seed-orders.ts: `orders` generated orders,
 * `openOrders` of them open); prints and returns its URL. The caller drops it when done.
 */
export async function createOrdersDatabase(
  prefix: string,
  orders: { orders: number; openOrders?: number },
): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const { url } = await createDatabase(admin, prefix).finally(() => admin.end());
  await seedAt({ url, options: orders, logPrefix: '' });
  console.log(url);
  return url;
}

/** In the child: answers the parent's 'profile-start', 'profile-stop' (with a file) and 'exit' messages. */
export async function answerParent(close: () => Promise<void>) {
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
        await close();
        process.exit(0);
      }
    })();
  });
}

/** On-CPU nanoseconds of a process (user + system), from the scheduler's own account. */
export function onCpuNs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}

/** The script `moduleUrl` forked as `serve <url>`, and the next message it sends. */
export function forkServer<M>(moduleUrl: string, url: string) {
  const child: ChildProcess = fork(fileURLToPath(moduleUrl), ['serve', url], {
    execArgv: ['--import', 'tsx'],
    cwd: path.dirname(fileURLToPath(moduleUrl)),
  });
  const next = () => new Promise<M>((resolve) => child.once('message', resolve));
  /** Profiles the child around `run` when `file` is given. */
  const profiled = async <T>(file: string | undefined, run: () => Promise<T>): Promise<T> => {
    if (!file) return run();
    child.send({ op: 'profile-start' });
    await next();
    const result = await run();
    child.send({ op: 'profile-stop', file });
    await next();
    return result;
  };
  return { child, next, profiled };
}

/**
 * On-CPU time so far of the server process `pid` and of the database's PostgreSQL backends, ns. Backends that
 * come or go during a run are not counted whole; the pool keeps its connections.
 */
export async function cpuMeter(url: string, pid: number) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const sample = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return { node: onCpuNs(pid), pg: rows.reduce((s, r) => s + onCpuNs(r.pid), 0) };
  };
  return { sample, close: () => admin.end() };
}
