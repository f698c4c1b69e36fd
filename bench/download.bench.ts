/**
 * Downloading a big order file (50 MB by default) from a real API process: throughput, and how much the
 * process's resident memory grows above idle while it sends (target < 150 MiB: the file is streamed from
 * its chunks, never held whole). On PGlite (a data directory on disk, as the server's default) and on
 * PostgreSQL. Each download is checked byte for byte (SHA-256).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createPglite, fromPglite, type Database } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { customers, orders } from '../apps/api/src/db/schema';
import { createRng, makeCustomer, makeOrder } from '../apps/api/src/db/seed/factories';
import { makePdf } from '../apps/api/src/db/seed/pdf';
import { storeOrderFile } from '../apps/api/src/modules/orders/orders.files.service';
import { databaseFileStore } from '../apps/api/src/modules/orders/orders.storage.service';
import { withPostgres } from './databases';
import { signIn, startApi, type ApiProcess } from './processes';

const FILE_MB = Number(process.env.BENCH_DOWNLOAD_MB ?? 50);
const RUNS = Number(process.env.BENCH_DOWNLOAD_RUNS ?? 3);
const SAMPLE_MS = 20;
const TARGET_MIB = 150;
const ADMIN = { email: 'download@example.com', password: 'download-password' };
const log = (line: string) => console.log(`[download] ${line}`);

export type DownloadRow = {
  database: string;
  'file MB': number;
  runs: number;
  'MB/s (median)': number;
  'time s (median)': number;
  'idle RSS MiB': number;
  'peak RSS MiB': number;
  'above idle MiB': number;
  'bytes match': string;
  [key: `< ${number} MiB`]: string;
};

/** VmRSS: what the process holds resident now, in MiB. */
const rssMib = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** One customer, one order, and the big PDF stored as the order's file (in chunks, as an upload would be). */
async function storeBigFile(database: Database, pdf: Buffer): Promise<number> {
  const rng = createRng(1);
  const [customer] = await database.db.insert(customers).values(makeCustomer(rng, 1)).returning();
  const [order] = await database.db
    .insert(orders)
    .values(
      makeOrder(rng, {
        customer: customer!,
        status: 'confirmed',
        orderType: 'print',
        assignedUser: null,
        createdAt: new Date(),
      }),
    )
    .returning();
  const stored = await database.db.transaction((tx) =>
    storeOrderFile(tx, databaseFileStore, order!.id, { name: 'big.pdf', content: pdf }, 3),
  );
  return stored.id;
}

/** Downloads the file RUNS times, sampling the server's RSS meanwhile. */
async function measure(
  name: string,
  server: ApiProcess,
  fileId: number,
  sha256: string,
): Promise<DownloadRow> {
  const token = await signIn(server.url, ADMIN);
  const url = `${server.url}/api/order-files/${fileId}/download`;
  const pid = server.child.pid!;
  // Warm up the route (modules, prepared statements) on a first request, then measure idle.
  await (await fetch(`${server.url}/api/health`)).arrayBuffer();
  await new Promise((r) => setTimeout(r, 500));
  const idle = rssMib(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMib(pid))), SAMPLE_MS);
  const times: number[] = [];
  let allMatch = true;
  let size = 0;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${name}: download answered ${res.status} ${await res.text()}`);
      const hash = createHash('sha256');
      size = 0;
      for await (const piece of res.body!) {
        hash.update(piece);
        size += piece.byteLength;
      }
      times.push(performance.now() - started);
      if (hash.digest('hex') !== sha256) allMatch = false;
    }
  } finally {
    clearInterval(sampler);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  const above = peak - idle;
  return {
    database: name,
    'file MB': Math.round(size / 100_000) / 10,
    runs: RUNS,
    'MB/s (median)': Math.round(size / 1e6 / (median / 1000)),
    'time s (median)': Math.round(median / 10) / 100,
    'idle RSS MiB': Math.round(idle),
    'peak RSS MiB': Math.round(peak),
    'above idle MiB': Math.round(above),
    'bytes match': allMatch ? 'yes' : 'NO',
    [`< ${TARGET_MIB} MiB`]: above < TARGET_MIB ? 'pass' : 'FAIL',
  };
}

async function onPglite(pdf: Buffer, sha256: string): Promise<DownloadRow> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'printhub-bench-download-'));
  try {
    // The file is written before the server opens the directory (PGlite has one user at a time).
    const database = fromPglite(createPglite(dataDir));
    await runMigrations(database);
    const fileId = await storeBigFile(database, pdf);
    await database.close();
    const server = await startApi({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      return await measure('PGlite (data dir)', server, fileId, sha256);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(pdf: Buffer, sha256: string): Promise<DownloadRow | null> {
  return withPostgres(async (database, url) => {
    await runMigrations(database);
    const fileId = await storeBigFile(database, pdf);
    const server = await startApi({
      DATABASE_URL: url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      return await measure('PostgreSQL', server, fileId, sha256);
    } finally {
      await server.stop();
    }
  }, log);
}

export async function runDownloadBench(): Promise<{ rows: DownloadRow[]; settings: string }> {
  const pdf = makePdf({ pages: 3, padTo: FILE_MB * 1_000_000 });
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const rows: DownloadRow[] = [];
  log(`PGlite: ${FILE_MB} MB file`);
  rows.push(await onPglite(pdf, sha256));
  log(`PostgreSQL: ${FILE_MB} MB file`);
  const pgRow = await onPostgres(pdf, sha256);
  if (pgRow) rows.push(pgRow);
  return {
    rows,
    settings: `a ${FILE_MB} MB PDF through GET /api/order-files/{id}/download on an API process of its own, ${RUNS} downloads each, one at a time; RSS sampled every ${SAMPLE_MS} ms (VmRSS), idle = before the first download; target: peak above idle < ${TARGET_MIB} MiB`,
  };
}
