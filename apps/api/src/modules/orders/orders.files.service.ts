import { API, type TOrderFile, type TPreflight } from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import * as repo from './orders.files.repository';
import { type FileContent, type FilePlace, type FileStore } from './orders.storage.service';

import type { DbOrTx } from '../../db/client';
import type { Readable } from 'node:stream';

export type StoredOrderFile = {
  id: number;
  name: string;
  pages: number;
  size: number;
  sha256: string;
  storageKey: string | null;
};

/** Who asks for a file: a staff user or super admin (an account), or a customer. */
export type FileViewer =
  | { kind: 'account'; id: number; isSuperuser: boolean }
  | { kind: 'customer'; id: number };

/**
 * The download rule, in one place: a super admin, the staff user the order is assigned to, or the customer
 * who placed the order.
 */
export function mayDownloadOrderFile(
  viewer: FileViewer,
  order: { assignedUser: number | null; customerId: number },
): boolean {
  if (viewer.kind === 'customer') return order.customerId === viewer.id;
  return viewer.isSuperuser || order.assignedUser === viewer.id;
}

export const toOrderFile = (f: repo.OrderFileRow): TOrderFile => ({
  id: f.id,
  order: f.orderId,
  name: f.name,
  url: API.orderFileDownload(f.id),
  pages: f.pages,
  size: f.size,
  preflight: f.preflight,
});

/**
 * Writes one file of an order, inside the caller's transaction: its row, then its bytes, read from `content`
 * (a buffer or a stream of pieces) and written a piece at a time to `storage` (so memory stays flat whatever
 * the size), then the row's size, hash and key. With S3 storage the object is whole before the row is
 * finished; if the transaction then rolls back, the caller deletes the object (discardOrderFiles), and an
 * object a dead process left behind is swept later (orders.storage-sweep.service.ts). `pages` is what
 * `inspectPdf` counted; `preflight` what orders.preflight.service.ts made of the inspection.
 */
export async function storeOrderFile(
  tx: DbOrTx,
  storage: FileStore,
  orderId: number,
  file: { name: string; content: FileContent },
  pages: number,
  preflight: TPreflight | null = null,
): Promise<StoredOrderFile> {
  const id = await repo.insertFile(tx, { orderId, name: file.name, pages, preflight });
  const stored = await storage.put(tx, id, file.content);
  await repo.finishFile(tx, id, stored).catch(async (err: unknown) => {
    await discardOrderFiles(storage, [stored.storageKey]);
    throw err;
  });
  return { id, name: file.name, pages, ...stored };
}

/**
 * Deletes the objects of files whose transaction rolled back (nothing to do for database storage). One that
 * cannot be deleted now (the storage unreachable) is swept later.
 */
export async function discardOrderFiles(storage: FileStore, keys: (string | null)[]): Promise<void> {
  for (const key of keys) if (key) await storage.objects?.delete(key).catch(() => {});
}

export type FileDownload = { name: string; size: number; sha256: string; stream: Readable };

/** A file the viewer may download, ready to stream; 404 for an unknown file and for anyone else's. */
export async function openOrderFile(
  db: DbOrTx,
  storage: FileStore,
  viewer: FileViewer,
  id: number,
): Promise<FileDownload> {
  const file = await findViewableFile(db, viewer, id);
  return { name: file.name, size: file.size, sha256: file.sha256!, stream: storage.get(db, file) };
}

/** A stored file's bytes, whole (what PDF.js needs to read it). */
export async function readOrderFileBytes(db: DbOrTx, storage: FileStore, file: FilePlace): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of storage.get(db, file)) parts.push(chunk as Buffer);
  return Buffer.concat(parts, file.size);
}

/** A page image of a file: the PNG, and whether it is the placeholder of a page that could not be drawn. */
export type PageImage = { png: Buffer; failed: boolean };
export type PageImageKey = { orderFileId: number; page: number; width: number };

/**
 * Page images are kept beside the files they show, through the same storage: kept once, never changed (a
 * file never changes).
 */
export async function readPageImage(
  db: DbOrTx,
  storage: FileStore,
  key: PageImageKey,
): Promise<PageImage | null> {
  const row = await repo.findPage(db, key);
  return row && { png: await storage.getPage(row), failed: row.failed };
}

/** The image first (its object, with S3), then its row: a row never names an object not yet written. */
export async function storePageImage(
  db: DbOrTx,
  storage: FileStore,
  key: PageImageKey,
  image: PageImage,
): Promise<void> {
  const place = await storage.putPage(key, image.png);
  const kept = await repo.insertPage(db, { ...key, failed: image.failed, ...place });
  // Another request kept the same page meanwhile: this copy is no row's.
  if (!kept) await discardOrderFiles(storage, [place.storageKey]);
}

/** A file with its order, for whoever may download it; 404 for an unknown file and for anyone else's. */
export async function findViewableFile(db: DbOrTx, viewer: FileViewer, id: number) {
  const row = await repo.findFileWithOrder(db, id);
  if (!row || !mayDownloadOrderFile(viewer, row) || row.file.sha256 === null) {
    throw new AppError('NOT_FOUND', 'File not found');
  }
  return row.file;
}

export async function listOrderFiles(db: DbOrTx, orderId: number): Promise<TOrderFile[]> {
  return (await repo.listFiles(db, orderId)).map(toOrderFile);
}
