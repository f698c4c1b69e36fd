/**
 * The scale part's load (scale.bench.ts): the mixed load and the order-file loops together through one
 * address, and the throughput of a set of API processes under it, with the CPU each side used.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

import { percentile } from './load';
import { run, snapshot, tally, verify } from './mixed-load.bench';
import { fileLoad, fileTable } from './order-files-load';
import { roundRobin } from './round-robin';

import type { Database } from '../apps/api/src/db/client';
import type { Fixture, Kind, Outcome } from './mixed-load.bench';
import type { FileOutcome, FileState } from './order-files-load';
import type { ApiProcess } from './processes';

export const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
export const SCALE_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 20);
/** Of the connections: loops placing orders with a PDF, and loops downloading order files. */
export const UPLOADERS = 2;
export const DOWNLOADERS = 2;
const log = (line: string) => console.log(`[scale] ${line}`);

/** CPU seconds a process has used (all its threads), from /proc/<pid>/stat (clock ticks of 1/100 s). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

export type Load = {
  outcomes: Outcome[];
  files: FileOutcome[];
  times: number[];
  sent: Map<Kind, number>;
};

/** The mixed load and the file loops through `url` for `seconds`, every request answered before it returns. */
export async function mixedWithFiles(
  url: string,
  fixture: Fixture,
  state: FileState,
  seconds: number,
  during?: () => Promise<void>,
) {
  const load: Load = { outcomes: [], files: [], times: [], sent: new Map() };
  // A request may take long on a loaded machine: none is cut off, the drain waits as long as the timeout.
  await Promise.all([
    run(url, fixture, CONNECTIONS - UPLOADERS - DOWNLOADERS, load.outcomes, load.times, load.sent, {
      seconds,
      drainSeconds: 30,
      timeoutSeconds: 30,
    }),
    fileLoad(url, state, { uploaders: UPLOADERS, downloaders: DOWNLOADERS, seconds }, load.files, load.times),
    during?.(),
  ]);
  return load;
}

export type ThroughputRow = {
  processes: number;
  seconds: number;
  'req/s': number;
  'vs 1 process': string;
  'p95 ms': number | '-';
  'orders/s': number;
  'downloads/s': number;
  'API CPU s': number;
  'bench CPU s': number;
  'load avg': number;
  checks: string;
};

export async function throughput(
  database: Database,
  apis: ApiProcess[],
  fixture: Fixture,
  state: FileState,
): Promise<ThroughputRow> {
  const proxy = await roundRobin(apis.map((a) => a.url));
  try {
    const before = await snapshot(database);
    const cpu0 = apis.map((a) => cpuSeconds(a.child.pid!));
    const own0 = process.cpuUsage();
    log(`${apis.length} process(es): ${CONNECTIONS} connections for ${SCALE_SECONDS} s`);
    const load = await mixedWithFiles(proxy.url, fixture, state, SCALE_SECONDS);
    const own = process.cpuUsage(own0);
    const apiCpu = apis.reduce((n, a, i) => n + cpuSeconds(a.child.pid!) - cpu0[i]!, 0);
    const { checks: counted } = tally(load.outcomes, load.times, load.sent);
    const checks = [...(await verify(database, before, load.outcomes)), ...counted];
    const fileErrors = fileTable(load.files).reduce((n, r) => n + r.errors, 0);
    const failed = checks.filter((c) => c.result === 'FAIL').map((c) => c.check);
    if (fileErrors) failed.push(`${fileErrors} file request errors`);
    const of = (kind: FileOutcome['kind']) =>
      load.files.filter((o) => o.kind === kind).length / SCALE_SECONDS;
    return {
      processes: apis.length,
      seconds: SCALE_SECONDS,
      'req/s': Math.round((load.outcomes.length + load.files.length) / SCALE_SECONDS),
      'vs 1 process': '',
      'p95 ms': percentile(load.times, 95),
      'orders/s': Math.round(of('upload') * 10) / 10,
      'downloads/s': Math.round(of('download') * 10) / 10,
      'API CPU s': Math.round(apiCpu * 10) / 10,
      'bench CPU s': Math.round(((own.user + own.system) / 1e6) * 10) / 10,
      'load avg': Math.round(loadavg()[0]! * 10) / 10,
      checks: failed.length ? `FAIL: ${failed.join('; ')}` : `all ${checks.length} pass`,
    };
  } finally {
    await proxy.close();
  }
}
