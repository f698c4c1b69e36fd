import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cli, makeEngine, type Engine } from '../../test/backup-engines';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { withDatabase } from '../../test/server-process';
import { rowsOf } from '../db/rows';
import { readOrderFileBytes, readPageImage, storePageImage } from '../modules/orders/orders.files.service';
import { moveStorage } from '../modules/orders/orders.storage-move.service';
import { s3FileStore, type FileStore } from '../modules/orders/orders.storage.service';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Every file's and page image's SHA-256 as read through `storage`, with the SHA-256 each file row records. */
async function storedFiles(env: NodeJS.ProcessEnv, storage: FileStore) {
  return withDatabase(env, async (d) => {
    const files = rowsOf<{ id: number; key: string; size: number; sha256: string }>(
      await d.db.execute(sql`select id, storage_key as key, size::int, sha256 from order_files order by id`),
    );
    const pages = rowsOf<{ file: number; page: number; width: number }>(
      await d.db.execute(
        sql`select order_file_id as file, page, width from order_file_pages order by 1, 2, 3`,
      ),
    );
    const read: Record<string, string> = {};
    for (const f of files) {
      expect(f.key).toMatch(/^order-files\//);
      const bytes = await readOrderFileBytes(d.db, storage, { ...f, storageKey: f.key });
      expect(sha256(bytes)).toBe(f.sha256);
      read[`file ${f.id}`] = f.sha256;
    }
    for (const p of pages) {
      const image = await readPageImage(d.db, storage, { orderFileId: p.file, page: p.page, width: p.width });
      read[`page ${p.file}/${p.page}/${p.width}`] = sha256(image!.png);
    }
    return read;
  });
}

let dir: string;
let engine: Engine;
let s3: S3Server;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'printhub-backup-s3-'));
  s3 = await startS3Server(['shop', 'restored']);
  engine = await makeEngine(dir);
  // The demo's files go to the bucket, and one page image beside them.
  await withDatabase(engine.source.env, async (d) => {
    const storage = s3FileStore(s3.store('shop'));
    await moveStorage(d.db, storage.objects!, 'to-s3', () => {});
    const [file] = rowsOf<{ id: number }>(await d.db.execute(sql`select id from order_files limit 1`));
    const key = { orderFileId: file!.id, page: 1, width: 320 };
    await storePageImage(d.db, storage, key, { png: Buffer.from('a page image'), failed: false });
  });
}, 300_000);
afterAll(async () => {
  await engine?.cleanUp();
  await s3?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore with S3 storage', () => {
  it('backs up the database and the bucket in one tar; a restore into an empty database and bucket gives every row and file back', async () => {
    const file = path.join(dir, 'printhub-with-files.tar');
    const source = { ...engine.source.env, ...s3.env('shop') };
    const target = { ...engine.target.env, ...s3.env('restored') };
    const backup = await cli('backup', file, source);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/and \d+ objects of the bucket shop to /);

    // The files need a bucket to go to, and an empty one.
    const noBucket = await cli('restore', file, engine.target.env);
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toContain('holds files of S3-compatible storage: set STORAGE_URL');
    const intoUsed = await cli('restore', file, { ...engine.target.env, ...s3.env('shop') });
    expect(intoUsed.code).toBe(1);
    expect(intoUsed.stderr).toContain('The bucket shop is not empty');

    const restore = await cli('restore', file, target);
    expect(restore.code, restore.stderr).toBe(0);

    const before = await engine.source.read();
    const after = await engine.target.read();
    expect(before.counts.order_files).toBeGreaterThan(0);
    expect(after.counts).toEqual(before.counts);
    expect(after.sums).toEqual(before.sums);
    expect(after.sequences).toEqual(before.sequences);
    const had = await storedFiles(engine.source.env, s3FileStore(s3.store('shop')));
    expect(Object.keys(had).some((k) => k.startsWith('page'))).toBe(true);
    expect(await storedFiles(engine.target.env, s3FileStore(s3.store('restored')))).toEqual(had);
  }, 600_000);
});
