/**
 * Scale (quality gate): API processes on one PostgreSQL database behind the round robin (round-robin.ts),
 * the order files in an S3-compatible server (`s3rver`, in this process on a free port), under the mixed
 * load (mixed-load.bench.ts) with customers' orders with a PDF and downloads of order files next to it
 * (order-files-load.ts).
 *  1. Throughput with one, two and three processes (BENCH_SCALE_SECONDS each, the same connections): req/s,
 *     p95, and the CPU the API processes and this process (client and proxy) used; each run's exactness
 *     checks.
 *  2. Three processes for BENCH_LOAD_SECONDS, one of them killed with `kill -9` halfway and started again.
 *     A request in flight on it is answered 502 by the proxy (not retried: it may have been carried out);
 *     the database decides which of those happened (lost-requests.ts), then every exactness check of the
 *     mixed load, and every file stored read back byte for byte.
 *  3. The database's size with the files in S3, then with the same files moved into it (storage:move to-db),
 *     and every file read back again.
 */
import { cpus } from 'node:os';

import { sql } from 'drizzle-orm';

import { moveStorage } from '../apps/api/src/modules/orders/orders.storage-move.service';
import { startS3Server } from '../apps/api/test/s3-server';
import { withPostgres } from './databases';
import { baseline, resolveLost } from './lost-requests';
import { ADMIN, seed, signInFixture, snapshot, tally, verify } from './mixed-load.bench';
import { checkFiles, fileState, fileTable, LOST, upload } from './order-files-load';
import { startApi, type ApiProcess } from './processes';
import { roundRobin } from './round-robin';
import { CONNECTIONS, DOWNLOADERS, mixedWithFiles, SCALE_SECONDS, throughput, UPLOADERS } from './scale-load';

import type { Database } from '../apps/api/src/db/client';
import type { Fixture, LoadCheck } from './mixed-load.bench';
import type { FileState } from './order-files-load';
import type { ThroughputRow } from './scale-load';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PDF_KB = Number(process.env.BENCH_SCALE_PDF_KB ?? 256);
const PROCESSES = 3;
const BUCKET = 'printhub-bench';
const log = (line: string) => console.log(`[scale] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function scalar(database: Database, q: ReturnType<typeof sql>): Promise<number> {
  const res = (await database.db.execute(q)) as unknown as { rows: { n: number | string }[] };
  return Number(res.rows[0]!.n);
}

const row = (
  check: string,
  expected: unknown,
  actual: unknown,
  pass = String(expected) === String(actual),
): LoadCheck => ({
  check,
  expected: String(expected),
  actual: String(actual),
  result: pass ? 'pass' : 'FAIL',
});

/** Three processes, one killed with `kill -9` halfway and started again; the table and the checks. */
async function killRun(
  database: Database,
  apis: ApiProcess[],
  env: Record<string, string>,
  fixture: Fixture,
  state: FileState,
  afterOrder: number,
) {
  const proxy = await roundRobin(
    apis.map((a) => a.url),
    { retryResets: false },
  );
  try {
    const before = await snapshot(database);
    const base = await baseline(database);
    let restartMs = 0;
    let answeredBeforeBack = 0;
    const killHalfway = async () => {
      await sleep((SECONDS / 2) * 1000);
      const victim = apis[1]!;
      const t0 = Date.now();
      victim.child.kill('SIGKILL');
      await victim.stop();
      log(`kill -9 of ${victim.url}; starting it again`);
      apis[1] = await startApi(env, 240_000);
      proxy.replace(1, apis[1].url);
      restartMs = Date.now() - t0;
      answeredBeforeBack = proxy.stats.answered[1]!;
    };
    log(
      `${PROCESSES} processes: ${CONNECTIONS} connections for ${SECONDS} s through ${proxy.url}, kill -9 of one at ${SECONDS / 2} s`,
    );
    const load = await mixedWithFiles(proxy.url, fixture, state, SECONDS, killHalfway);
    if (proxy.stats.answered[1] === answeredBeforeBack)
      for (let i = 0; i < PROCESSES; i += 1) await fetch(`${proxy.url}/api/health`).then((r) => r.text());
    const answeredAfterBack = proxy.stats.answered[1]! - answeredBeforeBack;

    const answered = load.outcomes.filter((o) => o.status !== LOST);
    const lost = load.outcomes.filter((o) => o.status === LOST);
    const carried = await resolveLost(database, before, base, answered, lost);
    const lostUploads = load.files.filter((o) => o.kind === 'upload' && o.status === LOST).length;
    const lostFiles = load.files.filter((o) => o.status === LOST).length;
    log(
      `${lost.length + lostFiles} requests lost with the killed process; ${carried.length} of the mixed load's were carried out`,
    );
    if (proxy.stats.failures.length) log(`proxy failures: ${proxy.stats.failures.join('; ')}`);
    const { table, checks: counted } = tally(load.outcomes, load.times, load.sent, [LOST]);
    table.splice(-1, 0, ...fileTable(load.files));
    table.at(-1)!.requests += load.files.length;
    table.at(-1)!.errors = table.slice(0, -1).reduce((n, r) => n + r.errors, 0);
    const checks: LoadCheck[] = [
      row(
        `killed process back in the rotation (restarted in ${restartMs} ms; answered since)`,
        true,
        answeredAfterBack > 0,
      ),
      row(
        `requests lost with the killed process (502), of them found carried out: ${carried.length}`,
        'any',
        lost.length + lostFiles,
        true,
      ),
      row(
        'proxy 502s and answers cut off = requests lost',
        proxy.stats.failed + proxy.stats.cut,
        lost.length + lostFiles,
      ),
      ...(await verify(database, before, [...answered, ...carried])),
      ...counted,
      row(
        'file requests with an error or other bytes',
        0,
        table
          .filter((r) => r.request === 'upload' || r.request === 'download')
          .reduce((n, r) => n + r.errors, 0),
      ),
      ...(await checkFiles(database, proxy.url, fixture.adminToken, state, {
        afterOrder,
        lostUploads,
        when: '(S3)',
      })),
    ];
    return { table, checks, proxy };
  } catch (err) {
    await proxy.close();
    throw err;
  }
}

export type SizeRow = {
  files: string;
  'database MB': number;
  'order files': number;
  'of them in S3': number;
  'file bytes MB': number;
};

export async function runScaleBench(): Promise<{
  throughput: ThroughputRow[];
  table: Record<string, unknown>[];
  checks: LoadCheck[];
  sizes: SizeRow[];
  settings: string;
} | null> {
  const s3 = await startS3Server([BUCKET]);
  try {
    return await withPostgres(async (database, url) => {
      log('seeding the mixed load’s data');
      const seeded = await seed(database);
      const env = {
        DATABASE_URL: url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...s3.env(BUCKET),
      };
      const apis: ApiProcess[] = [];
      try {
        for (let i = 0; i < PROCESSES; i += 1) apis.push(await startApi(env, 240_000));
        const fixture = await signInFixture(apis[0]!.url, seeded);
        const state = fileState(fixture, 8, PDF_KB * 1024);
        const afterOrder = await scalar(database, sql`select coalesce(max(id), 0)::int as n from orders`);
        // Files to download from the first request on.
        while (state.files.length < 8)
          if ((await upload(apis[0]!.url, state)) !== 201) throw new Error('an order with a PDF was refused');
        const rows: ThroughputRow[] = [];
        for (let n = 1; n <= PROCESSES; n += 1)
          rows.push(await throughput(database, apis.slice(0, n), fixture, state));
        for (const r of rows) r['vs 1 process'] = `${(r['req/s'] / rows[0]!['req/s']).toFixed(2)}×`;
        const { table, checks, proxy } = await killRun(database, apis, env, fixture, state, afterOrder);
        try {
          const size = () => scalar(database, sql`select pg_database_size(current_database()) as n`);
          const files = async (where: string) => {
            const of = (what: ReturnType<typeof sql>) =>
              scalar(database, sql`select ${what} as n from order_files where order_id > ${afterOrder}`);
            return {
              files: where,
              'database MB': Math.round((await size()) / 1e5) / 10,
              'order files': await of(sql`count(*)::int`),
              'of them in S3': await of(sql`count(storage_key)::int`),
              'file bytes MB': Math.round((await of(sql`coalesce(sum(size), 0)::bigint`)) / 1e5) / 10,
            };
          };
          const sizes = [await files('in S3')];
          log('moving the files into the database (storage:move to-db)');
          await moveStorage(database.db, s3.store(BUCKET), 'to-db', () => {});
          sizes.push(await files('in the database'));
          checks.push(
            ...(
              await checkFiles(database, proxy.url, fixture.adminToken, state, {
                afterOrder,
                lostUploads: Number.POSITIVE_INFINITY,
                when: '(moved into the database)',
              })
            ).filter((c) => !c.check.startsWith('orders stored whose answer')),
          );
          return {
            throughput: rows,
            table,
            checks,
            sizes,
            settings: `${cpus().length} cores; ${PROCESSES} API processes on one PostgreSQL database behind a round robin, files in s3rver; ${CONNECTIONS} connections (${UPLOADERS} placing orders with a ${PDF_KB} KB PDF, ${DOWNLOADERS} downloading order files); throughput ${SCALE_SECONDS} s per process count, then ${SECONDS} s with kill -9 of one process at ${SECONDS / 2} s and its restart`,
          };
        } finally {
          await proxy.close();
        }
      } finally {
        for (const api of apis) await api.stop();
      }
    }, log);
  } finally {
    await s3.close();
  }
}
