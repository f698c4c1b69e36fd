/**
 * The voucher CSV upload of 100k rows through the real API (`POST /api/upload_vouchers`,
 * signed in, multipart) on PostgreSQL and PGlite, next to a plain COPY of the same CSV into a table of the
 * same columns on the same database: the floor for loading those bytes. Each is run a few times on a fresh
 * client; the table shows the median and the ratio.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { from as copyFrom } from 'pg-copy-streams';

import { runMigrations } from '../apps/api/src/db/migrate';
import { clients } from '../apps/api/src/db/schema';
import { ensureSuperAdmin } from '../apps/api/src/db/seed/ensure-admin';
import { withPglite, withPostgres } from './databases';
import { listenApi, signIn } from './processes';
import { timeFloor, type FloorTimes } from './voucher-floor';

import type { Database } from '../apps/api/src/db/client';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_CSV_RUNS ?? 3);
const ADMIN = { email: 'bench@example.com', password: 'bench-password' };
const log = (line: string) => console.log(`[vouchers] ${line}`);

export type UploadRow = {
  scenario: string;
  database: string;
  rows: number;
  'API median ms': number;
  'COPY median ms': number;
  'API/COPY': string;
  'codes stored': string;
};

/** The table's own cost (voucher-floor.ts), medians, with each as a multiple of the plain COPY. */
export type FloorRow = { database: string } & Record<keyof FloorTimes, string>;

/** 100k codes over 100 offers (detail, cost): 100 multiple-code vouchers, as a client's bulk file would be. */
function makeCsv(run: number): string {
  const lines = ['voucher_code,voucher_detail,cost'];
  for (let i = 0; i < ROWS; i += 1)
    lines.push(`R${run}-${i.toString(36).toUpperCase()},"Offer ${i % 100}, bench",${(i % 100) * 5}`);
  return `${lines.join('\n')}\n`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeUpload(url: string, token: string, clientId: number, csv: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'vouchers.csv');
  const started = performance.now();
  const res = await fetch(
    `${url}/api/upload_vouchers?client_id=${clientId}&expiry_date=${encodeURIComponent(new Date().toISOString())}`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
  );
  const elapsed = performance.now() - started;
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return elapsed;
}

async function timeCopy(database: Database, csv: string, run: number): Promise<number> {
  const table = `copy_bench_${run}`;
  const create = `create table ${table} (voucher_code text, voucher_detail text, cost int)`;
  const copy = `copy ${table} from stdin with (format csv, header true)`;
  if (database.kind === 'pglite') {
    const client = database.client as PGlite;
    await client.exec(create);
    const started = performance.now();
    await client.query(copy.replace('stdin', "'/dev/blob'"), [], { blob: new Blob([csv]) });
    return performance.now() - started;
  }
  const pool = database.client as pg.Pool;
  await pool.query(create);
  const conn = await pool.connect();
  try {
    const started = performance.now();
    await pipeline(Readable.from([csv]), conn.query(copyFrom(copy)));
    return performance.now() - started;
  } finally {
    conn.release();
  }
}

async function measure(name: string, database: Database): Promise<{ row: UploadRow; floor: FloorRow }> {
  await runMigrations(database);
  await ensureSuperAdmin(database.db, ADMIN);
  const { app, url } = await listenApi(database);
  const token = await signIn(url, ADMIN);
  const api: number[] = [];
  const copy: number[] = [];
  const floors: FloorTimes[] = [];
  const clientIds: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const csv = makeCsv(run);
    const [client] = await database.db
      .insert(clients)
      .values({
        name: `Bench ${run}`,
        contact: '9876543210',
        clientType: 1,
        address: { city: 'a', state: 'b', country: 'c', pincode: '1' },
      })
      .returning();
    log(`${name}: run ${run + 1}/${RUNS}`);
    api.push(await timeUpload(url, token, client!.id, csv));
    copy.push(await timeCopy(database, csv, run));
    clientIds.push(client!.id);
  }
  await app.close();
  // After the uploads (a long pause between two requests on one kept-alive connection risks a reset).
  for (const [run, clientId] of clientIds.entries()) floors.push(await timeFloor(database, clientId, run));
  const stored = await database.db.$count((await import('../apps/api/src/db/schema')).voucherCodes);
  const floor = { database: name } as FloorRow;
  for (const key of Object.keys(floors[0]!) as (keyof FloorTimes)[]) {
    const ms = median(floors.map((f) => f[key]));
    floor[key] = `${ms} = ${(ms / median(copy)).toFixed(1)}×`;
  }
  const row = {
    scenario: `POST /api/upload_vouchers (${ROWS.toLocaleString('en-US')} rows)`,
    database: name,
    rows: ROWS,
    'API median ms': Math.round(median(api)),
    'COPY median ms': Math.round(median(copy)),
    'API/COPY': `${(median(api) / median(copy)).toFixed(1)}×`,
    'codes stored': stored === ROWS * RUNS ? `pass (${stored})` : `FAIL: ${stored} ≠ ${ROWS * RUNS}`,
  };
  return { row, floor };
}

export async function runVouchersBench(): Promise<{
  rows: UploadRow[];
  floor: FloorRow[];
  settings: string;
}> {
  const rows: UploadRow[] = [];
  const floor: FloorRow[] = [];
  const pgResult = await withPostgres((database) => measure('PostgreSQL', database), log);
  const pgliteResult = await withPglite((database, label) => measure(label, database));
  for (const result of [pgResult, pgliteResult])
    if (result) {
      rows.push(result.row);
      floor.push(result.floor);
    }
  return {
    rows,
    floor,
    settings: `${RUNS} runs of ${ROWS} rows per database, each on a new client; COPY = the same CSV into a table of its columns`,
  };
}
