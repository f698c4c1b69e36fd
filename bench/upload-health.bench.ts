/**
 * A big voucher CSV (1,000,000 rows by default, ≈14 MB) uploaded to a real API process while
 * `GET /api/health` is sent every 100 ms: how long the upload takes, the process's peak RSS, and what the
 * health checks waited meanwhile (p50/p99/max; target p99 ≤ 1 s). On PGlite (a data directory on disk, as
 * the server's default) and on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { withPostgres } from './databases';
import { signIn, startApi, type ApiProcess } from './processes';

const ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 1_000_000);
const POLL_MS = 100;
const HEALTH_TIMEOUT_MS = 60_000;
const ADMIN = { email: 'upload@example.com', password: 'upload-password' };
const log = (line: string) => console.log(`[upload] ${line}`);

/**
 * Health p99 during the same 1M-row upload before it was written in short transactions behind a mark (one
 * transaction held the whole write), measured on this machine on 2026-11-24: printed beside today's figure.
 */
const BEFORE_P99_MS: Record<string, number> = { 'PGlite (data dir)': 31_462, PostgreSQL: 192 };

export type UploadHealthRow = {
  database: string;
  rows: number;
  'file MB': number;
  status: number | string;
  'upload s': number;
  'peak RSS MiB': number;
  'health polls': number;
  'health p50 ms': number;
  'health p99 ms': number;
  'p99 before ms': number | string;
  'health max ms': number;
  'health failed': number;
};

/** Distinct codes over 100 offers: 100 multiple-code vouchers, as a client's bulk file would be. */
function makeCsv(): string {
  const lines = ['voucher_code,voucher_detail,cost'];
  for (let i = 0; i < ROWS; i += 1)
    lines.push(`U${i.toString(36).toUpperCase()},Offer ${i % 100},${i % 100}`);
  return `${lines.join('\n')}\n`;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** VmHWM: the most memory the process has held resident since it started, in MiB. */
const peakRssMib = (pid: number) =>
  Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function timedHealth(url: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    await res.arrayBuffer();
    return { ms: performance.now() - started, ok: res.status === 200 };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

async function measure(name: string, server: ApiProcess, csv: string): Promise<UploadHealthRow> {
  const token = await signIn(server.url, ADMIN);
  const auth = { authorization: `Bearer ${token}` };
  const client = await fetch(`${server.url}/api/save-clients/`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Upload bench',
      contact: 9876543210,
      client_type: 1,
      address: JSON.stringify({ city: 'a', state: 'b', country: 'c', pincode: '411001' }),
    }),
  });
  const clientId = ((await client.json()) as { id: number }).id;
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'vouchers.csv');

  const polls: Promise<{ ms: number; ok: boolean }>[] = [];
  const timer = setInterval(() => polls.push(timedHealth(server.url)), POLL_MS);
  const started = performance.now();
  const res = await fetch(
    `${server.url}/api/upload_vouchers?client_id=${clientId}&expiry_date=${encodeURIComponent(new Date().toISOString())}`,
    { method: 'POST', headers: auth, body: form },
  ).catch((err: Error) => ({ status: `no answer (${err.message})`, text: async () => '' }) as const);
  const elapsed = performance.now() - started;
  clearInterval(timer);
  const body = await res.text();
  if (res.status !== 201) log(`${name}: upload answered ${res.status} ${body.slice(0, 300)}`);
  const results = await Promise.all(polls);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    database: name,
    rows: ROWS,
    'file MB': Math.round(Buffer.byteLength(csv) / 100_000) / 10,
    status: res.status,
    'upload s': Math.round(elapsed / 100) / 10,
    'peak RSS MiB': peakRssMib(server.child.pid!),
    'health polls': results.length,
    'health p50 ms': Math.round(percentile(times, 50)),
    'health p99 ms': Math.round(percentile(times, 99)),
    'p99 before ms': BEFORE_P99_MS[name] ?? '',
    'health max ms': Math.round(times.at(-1) ?? 0),
    'health failed': results.filter((r) => !r.ok).length,
  };
}

/** A fresh PGlite's start (migrations) can take a minute on a busy shared machine. */
const START_MS = 180_000;

async function onPostgres(csv: string): Promise<UploadHealthRow | null> {
  return withPostgres(async (_database, url) => {
    const server = await startApi(
      {
        DATABASE_URL: url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      START_MS,
    );
    try {
      return await measure('PostgreSQL', server, csv);
    } finally {
      await server.stop();
    }
  }, log);
}

export async function runUploadHealthBench(): Promise<{ rows: UploadHealthRow[]; settings: string }> {
  const csv = makeCsv();
  const rows: UploadHealthRow[] = [];
  log(`PGlite: uploading ${ROWS} rows`);
  // A data directory on disk, as the server runs by default (in memory, the stored rows would count as RSS).
  const dataDir = await mkdtemp(path.join(tmpdir(), 'printhub-bench-upload-'));
  try {
    const server = await startApi(
      {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      START_MS,
    );
    try {
      rows.push(await measure('PGlite (data dir)', server, csv));
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  log(`PostgreSQL: uploading ${ROWS} rows`);
  const pgRow = await onPostgres(csv);
  if (pgRow) rows.push(pgRow);
  return {
    rows,
    settings: `${ROWS.toLocaleString('en-US')} rows through POST /api/upload_vouchers on an API process of its own, GET /api/health every ${POLL_MS} ms meanwhile (each waits up to ${HEALTH_TIMEOUT_MS / 1000} s); peak RSS = the process's VmHWM; target health p99 ≤ 1000 ms`,
  };
}
