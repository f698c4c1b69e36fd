import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

import { API, type TOrderFile, type TPreflight } from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import * as repo from './orders.files.repository';

import type { DbOrTx } from '../../db/client';

/** Files are stored in chunks of this size: writing or reading one holds one chunk (a few) in memory. */
export const ORDER_FILE_CHUNK_BYTES = 256 * 1024;
/** Chunks read per query when downloading (1 MiB). */
const CHUNKS_PER_READ = 4;

export type FileContent = Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
export type StoredOrderFile = { id: number; name: string; pages: number; size: number; sha256: string };

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

async function* pieces(content: FileContent): AsyncGenerator<Uint8Array> {
  if (content instanceof Uint8Array) yield content;
  else yield* content;
}

/**
 * Writes one file of an order, inside the caller's transaction: the bytes are read from `content` (a
 * buffer or a stream of pieces) and stored a chunk at a time, so memory stays flat whatever the size.
 * `pages` is what `inspectPdf` counted; `preflight` what orders.preflight.ts made of the inspection.
 */
export async function storeOrderFile(
  tx: DbOrTx,
  orderId: number,
  file: { name: string; content: FileContent },
  pages: number,
  preflight: TPreflight | null = null,
): Promise<StoredOrderFile> {
  const id = await repo.insertFile(tx, { orderId, name: file.name, pages, preflight });
  const hash = createHash('sha256');
  let size = 0;
  let seq = 0;
  let chunk = Buffer.allocUnsafe(ORDER_FILE_CHUNK_BYTES);
  let filled = 0;
  for await (const piece of pieces(file.content)) {
    hash.update(piece);
    size += piece.byteLength;
    for (let offset = 0; offset < piece.byteLength; ) {
      const n = Math.min(ORDER_FILE_CHUNK_BYTES - filled, piece.byteLength - offset);
      chunk.set(piece.subarray(offset, offset + n), filled);
      filled += n;
      offset += n;
      if (filled === ORDER_FILE_CHUNK_BYTES) {
        await repo.insertChunks(tx, [{ orderFileId: id, seq, data: chunk }]);
        seq += 1;
        chunk = Buffer.allocUnsafe(ORDER_FILE_CHUNK_BYTES);
        filled = 0;
      }
    }
  }
  if (filled > 0) await repo.insertChunks(tx, [{ orderFileId: id, seq, data: chunk.subarray(0, filled) }]);
  const sha256 = hash.digest('hex');
  await repo.finishFile(tx, id, { size, sha256 });
  return { id, name: file.name, pages, size, sha256 };
}

/** The chunks of a stored file as a byte stream, read a few at a time as the client takes them. */
function chunkStream(db: DbOrTx, fileId: number, size: number): Readable {
  const total = Math.ceil(size / ORDER_FILE_CHUNK_BYTES);
  async function* read() {
    for (let from = 0; from < total; from += CHUNKS_PER_READ) {
      const to = Math.min(total, from + CHUNKS_PER_READ);
      const chunks = await repo.readChunks(db, fileId, from, to);
      // A file changed or removed while it was being sent: end the answer broken, never short and whole.
      if (chunks.length !== to - from) throw new Error(`order file ${fileId}: chunks ${from}–${to} missing`);
      yield* chunks;
    }
  }
  return Readable.from(read(), { objectMode: false, highWaterMark: ORDER_FILE_CHUNK_BYTES });
}

export type FileDownload = { name: string; size: number; sha256: string; stream: Readable };

/** A file the viewer may download, ready to stream; 404 for an unknown file and for anyone else's. */
export async function openOrderFile(db: DbOrTx, viewer: FileViewer, id: number): Promise<FileDownload> {
  const file = await findViewableFile(db, viewer, id);
  return {
    name: file.name,
    size: file.size,
    sha256: file.sha256!,
    stream: chunkStream(db, file.id, file.size),
  };
}

/** A stored file's bytes, whole (what PDF.js needs to read it). */
export async function readOrderFileBytes(db: DbOrTx, fileId: number, size: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunkStream(db, fileId, size)) parts.push(chunk as Buffer);
  return Buffer.concat(parts, size);
}

/** A page image of a file: the PNG, and whether it is the placeholder of a page that could not be drawn. */
export type PageImage = { png: Buffer; failed: boolean };
export type PageImageKey = { orderFileId: number; page: number; width: number };

/**
 * Page images are kept beside the files they show, through the same storage: kept once, never changed (a
 * file never changes).
 */
export async function readPageImage(db: DbOrTx, key: PageImageKey): Promise<PageImage | null> {
  const row = await repo.findPage(db, key);
  return row && { png: row.data, failed: row.failed };
}

export async function storePageImage(db: DbOrTx, key: PageImageKey, image: PageImage): Promise<void> {
  await repo.insertPage(db, { ...key, failed: image.failed, data: image.png });
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
