/**
 * `npm run storage:move -- to-s3|to-db`: moves the files and page images already stored from the database
 * to the bucket or back, one at a time, each in its own transaction. A file's bytes are written to their new
 * place and their SHA-256 checked against the row's before the row points there; the old copy goes after. So
 * a move killed at any point loses nothing, and run again it carries on with what is left. What a kill can
 * leave is an object no row names (written, not yet recorded; or recorded in the database, not yet deleted),
 * which the servers' sweep deletes once it is old (orders.storage-sweep.service.ts).
 */
import * as files from './orders.files.repository';
import * as repo from './orders.storage.repository';
import { databaseFileStore, s3FileStore } from './orders.storage.service';

import type { Db } from '../../db/client';
import type { ObjectStore } from '../../lib/object-store';

export type MoveDirection = 'to-s3' | 'to-db';
const BATCH = 50;

type FileToMove = Awaited<ReturnType<typeof repo.filesToMove>>[number];

function checked(id: number, want: FileToMove, got: { size: number; sha256: string }) {
  if (got.size !== want.size || got.sha256 !== want.sha256)
    throw new Error(
      `Order file ${id}: the bytes read (${got.size} bytes, SHA-256 ${got.sha256}) are not the file's (${want.size} bytes, ${want.sha256}); it stays where it is.`,
    );
}

async function fileToS3(db: Db, s3: ReturnType<typeof s3FileStore>, f: FileToMove): Promise<boolean> {
  const stored = await s3.put(db, f.id, databaseFileStore.get(db, f));
  let moved = false;
  try {
    checked(f.id, f, stored);
    moved = await db.transaction(async (tx) => {
      if (!(await repo.setFileKey(tx, f.id, null, stored.storageKey))) return false;
      await files.deleteChunks(tx, f.id);
      return true;
    });
  } finally {
    // Not recorded (refused, or the file was moved by another run meanwhile): the copy is no row's.
    if (!moved) await s3.objects!.delete(stored.storageKey!);
  }
  return moved;
}

async function fileToDb(db: Db, s3: ReturnType<typeof s3FileStore>, f: FileToMove): Promise<boolean> {
  const moved = await db.transaction(async (tx) => {
    // Chunks a killed earlier try wrote went with its transaction; none are there.
    const stored = await databaseFileStore.put(tx, f.id, s3.get(tx, f));
    checked(f.id, f, stored);
    if (!(await repo.setFileKey(tx, f.id, f.storageKey, null))) {
      await files.deleteChunks(tx, f.id);
      return false;
    }
    return true;
  });
  if (moved) await s3.objects!.delete(f.storageKey!);
  return moved;
}

async function pageTo(db: Db, s3: ReturnType<typeof s3FileStore>, p: repo.PageToMove, to: MoveDirection) {
  const row = await files.findPage(db, p);
  if (!row) return false;
  const png = await s3.getPage(row);
  const place = to === 'to-s3' ? await s3.putPage(p, png) : { data: png, storageKey: null };
  const moved = await db.transaction((tx) => repo.setPagePlace(tx, p, place));
  const stale = moved ? p.storageKey : place.storageKey;
  if (stale) await s3.objects!.delete(stale);
  return moved;
}

/** Moves everything not yet where `to` says; `report` hears of each file moved. Answers the counts. */
export async function moveStorage(
  db: Db,
  objects: ObjectStore,
  to: MoveDirection,
  report: (line: string) => void,
): Promise<{ files: number; pages: number }> {
  const s3 = s3FileStore(objects);
  const fromBucket = to === 'to-db';
  const moved = { files: 0, pages: 0 };
  for (let after = 0; ; ) {
    const batch = await repo.filesToMove(db, fromBucket, after, BATCH);
    if (batch.length === 0) break;
    for (const f of batch) {
      after = f.id;
      if (await (to === 'to-s3' ? fileToS3(db, s3, f) : fileToDb(db, s3, f))) {
        moved.files += 1;
        report(
          `Moved order file ${f.id} (${f.size} bytes, SHA-256 ${f.sha256}) ${to === 'to-s3' ? 'to the bucket' : 'to the database'}`,
        );
      }
    }
  }
  for (let after: [number, number, number] = [0, 0, 0]; ; ) {
    const batch = await repo.pagesToMove(db, fromBucket, after, BATCH);
    if (batch.length === 0) break;
    for (const p of batch) {
      after = [p.orderFileId, p.page, p.width];
      if (await pageTo(db, s3, p, to)) moved.pages += 1;
    }
  }
  return moved;
}
