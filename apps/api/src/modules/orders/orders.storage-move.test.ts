import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedOrders } from '../../../test/order-fixtures';
import { bucketContents, startS3Server, type S3Server } from '../../../test/s3-server';
import { apiRoot, serverDatabase, withDatabase } from '../../../test/server-process';
import { rowsOf } from '../../db/rows';
import { makePdf } from '../../db/seed/pdf';
import { readOrderFileBytes, readPageImage, storeOrderFile, storePageImage } from './orders.files.service';
import { ORPHAN_OBJECT_AGE_MS, sweepOrphanObjects } from './orders.storage-sweep.service';
import { databaseFileStore, s3FileStore, type FileStore } from './orders.storage.service';

import type { Database } from '../../db/client';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let s3: S3Server;
let env: NodeJS.ProcessEnv;
const cleanups: (() => Promise<unknown>)[] = [];
/** Each file's and each page image's SHA-256 as they were stored, by file id and by page. */
let want: { files: Map<number, string>; pages: Map<string, string> };

type Rows = { files: { id: number; key: string | null; size: number; sha256: string }[]; pages: PageRow[] };
type PageRow = { file: number; page: number; width: number; key: string | null; inRow: boolean };

async function rows(d: Database): Promise<Rows> {
  const files = rowsOf<Rows['files'][number]>(
    await d.db.execute(sql`select id, storage_key as key, size::int, sha256 from order_files order by id`),
  );
  const pages = rowsOf<PageRow>(
    await d.db.execute(sql`select order_file_id as file, page, width, storage_key as key,
      data is not null as "inRow" from order_file_pages order by 1, 2, 3`),
  );
  return { files, pages };
}

/** What every file and page image reads as, through the storage each row names. */
async function readBack(d: Database, storage: FileStore) {
  const { files, pages } = await rows(d);
  const got = { files: new Map<number, string>(), pages: new Map<string, string>() };
  for (const f of files)
    got.files.set(f.id, sha256(await readOrderFileBytes(d.db, storage, { ...f, storageKey: f.key })));
  for (const p of pages) {
    const image = await readPageImage(d.db, storage, { orderFileId: p.file, page: p.page, width: p.width });
    got.pages.set(`${p.file}/${p.page}/${p.width}`, sha256(image!.png));
  }
  return got;
}

/** `npm run storage:move -- <to>`, killed (SIGKILL) when `killWhen` says so of an object event. */
function move(to: string, killWhen?: (what: 'created' | 'removed', n: number) => boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/storage-move.ts', to], {
    cwd: apiRoot,
    env: { ...env, ...s3.env() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let seen = 0;
  if (killWhen)
    s3.onObject((what) => {
      seen += 1;
      return killWhen(what, seen) && child.kill('SIGKILL');
    });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, out })),
  );
}

beforeAll(async () => {
  s3 = await startS3Server();
  cleanups.push(s3.close);
  const database = await serverDatabase();
  cleanups.push(database.drop);
  env = { ...database.env, LOG_LEVEL: 'warn' };
  await withDatabase(env, async (d) => {
    const spec = {
      status: 'confirmed',
      orderType: 'print',
      assignedUser: null,
      createdAt: new Date(),
    } as const;
    const orders = await seedOrders(d.db, [spec, spec, spec, spec]);
    const big = makePdf({ pages: 1, padTo: 1_500_000 });
    await storeOrderFile(d.db, databaseFileStore, orders[0]!.id, { name: 'big.pdf', content: big }, 1);
    for (const [i, o] of orders.entries()) {
      const key = { orderFileId: o.fileId, page: 1, width: 200 + i };
      await storePageImage(d.db, databaseFileStore, key, { png: Buffer.from(`png ${i}`), failed: false });
    }
    want = await readBack(d, databaseFileStore);
  });
}, 120_000);
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

describe('npm run storage:move', () => {
  it('to-s3, killed midway then run again: every file and page in the bucket with its SHA-256, none left in the database', async () => {
    const killed = await move('to-s3', (what, n) => what === 'created' && n === 2);
    expect(killed.signal).toBe('SIGKILL');
    await withDatabase(env, async (d) => {
      const { files } = await rows(d);
      // Midway: some files moved, some not, and each readable where its row says.
      expect(files.some((f) => f.key === null)).toBe(true);
      expect(await readBack(d, s3FileStore(s3.store()))).toEqual(want);
    });

    const done = await move('to-s3');
    expect(done.code, done.out).toBe(0);
    expect(done.out).toMatch(/Moved \d+ order files and \d+ page images into the bucket printhub/);
    await withDatabase(env, async (d) => {
      const { files, pages } = await rows(d);
      expect(files.every((f) => f.key?.startsWith('order-files/'))).toBe(true);
      expect(pages.every((p) => p.key?.startsWith('order-file-pages/') && !p.inRow)).toBe(true);
      const chunks = rowsOf<{ n: number }>(
        await d.db.execute(sql`select count(*)::int as n from order_file_chunks`),
      );
      expect(chunks[0]!.n).toBe(0);
      const bucket = await bucketContents(s3.store());
      for (const f of files) expect(bucket.get(f.key!)).toBe(f.sha256);
      expect(await readBack(d, s3FileStore(s3.store()))).toEqual(want);
    });
  }, 120_000);

  it('to-db, killed midway then run again: every file and page back in the database with its SHA-256', async () => {
    const killed = await move('to-db', (what) => what === 'removed');
    expect(killed.signal).toBe('SIGKILL');
    await withDatabase(env, async (d) => {
      expect(await readBack(d, s3FileStore(s3.store()))).toEqual(want);
    });

    const done = await move('to-db');
    expect(done.code, done.out).toBe(0);
    await withDatabase(env, async (d) => {
      const { files, pages } = await rows(d);
      expect(files.every((f) => f.key === null)).toBe(true);
      expect(pages.every((p) => p.key === null && p.inRow)).toBe(true);
      // Read without the bucket at all.
      expect(await readBack(d, databaseFileStore)).toEqual(want);
      // What the kills left in the bucket is no row's, and goes with the sweep once old.
      const store = s3.store();
      const left = (await bucketContents(store)).size;
      const later = new Date(Date.now() + ORPHAN_OBJECT_AGE_MS + 60_000);
      expect(await sweepOrphanObjects(d.db, store, { now: later })).toBe(left);
      expect((await bucketContents(store)).size).toBe(0);
    });
  }, 120_000);
});
