/**
 * Where the bytes of order files and their page images live: in the database (the default), or in an
 * S3-compatible bucket (`STORAGE_URL`), chosen once at start-up. Each file row says where its bytes are
 * (`storage_key` null: the database's chunks), so files written before a change of storage stay readable
 * with S3 configured, and `npm run storage:move` moves them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';

import * as repo from './orders.files.repository';

import type { DbOrTx } from '../../db/client';
import type { ObjectStore } from '../../lib/object-store';

/** Files are stored in chunks of this size: writing or reading one holds one chunk (a few) in memory. */
export const ORDER_FILE_CHUNK_BYTES = 256 * 1024;
/** Chunks read per query when downloading (1 MiB). */
const CHUNKS_PER_READ = 4;

/**
 * The two key spaces in the bucket: the files, and their page images. Every write takes a new key (a random
 * part), never used again: a key the sweep finds old and in no row can never be some row's later.
 */
export const OBJECT_PREFIXES = ['order-files/', 'order-file-pages/'] as const;
const fileObjectKey = (fileId: number) => `order-files/${fileId}/${randomUUID()}.pdf`;
const pageObjectKey = (k: { orderFileId: number; page: number; width: number }) =>
  `order-file-pages/${k.orderFileId}/${k.page}-${k.width}-${randomUUID()}.png`;

export type FileContent = Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
/** A stored file's place: `storageKey` null for the database's chunks. */
export type FilePlace = { id: number; storageKey: string | null; size: number };
export type StoredBytes = { storageKey: string | null; size: number; sha256: string };
/** A page image's PNG as a row keeps it: its bytes, or the key of its object. */
export type PagePlace = { data: Buffer | null; storageKey: string | null };

export type FileStore = {
  kind: 'database' | 's3';
  /** The bucket (S3 only): the sweep, the moves and the backups use it directly. */
  objects: ObjectStore | null;
  /** Writes the bytes of file `fileId` (whose row `tx` has written) from `content`, a piece at a time. */
  put(tx: DbOrTx, fileId: number, content: FileContent): Promise<StoredBytes>;
  /** A stored file's bytes as a stream, read as the reader takes them. */
  get(db: DbOrTx, file: FilePlace): Readable;
  exists(db: DbOrTx, file: FilePlace): Promise<boolean>;
  delete(db: DbOrTx, file: FilePlace): Promise<void>;
  /** Keeps a page image: what its row is to hold. */
  putPage(key: { orderFileId: number; page: number; width: number }, png: Buffer): Promise<PagePlace>;
  getPage(place: PagePlace): Promise<Buffer>;
};

async function* pieces(content: FileContent): AsyncGenerator<Uint8Array> {
  if (content instanceof Uint8Array) yield content;
  else yield* content;
}

/** The pieces of `content` passed on as they come, hashed and counted on the way. */
export function measured(content: FileContent) {
  const hash = createHash('sha256');
  const sums = { size: 0, sha256: () => hash.digest('hex') };
  async function* pass() {
    for await (const piece of pieces(content)) {
      hash.update(piece);
      sums.size += piece.byteLength;
      yield piece;
    }
  }
  return { stream: pass(), sums };
}

async function putChunks(tx: DbOrTx, fileId: number, content: FileContent): Promise<StoredBytes> {
  const { stream, sums } = measured(content);
  let seq = 0;
  let chunk = Buffer.allocUnsafe(ORDER_FILE_CHUNK_BYTES);
  let filled = 0;
  for await (const piece of stream) {
    for (let offset = 0; offset < piece.byteLength; ) {
      const n = Math.min(ORDER_FILE_CHUNK_BYTES - filled, piece.byteLength - offset);
      chunk.set(piece.subarray(offset, offset + n), filled);
      filled += n;
      offset += n;
      if (filled === ORDER_FILE_CHUNK_BYTES) {
        await repo.insertChunks(tx, [{ orderFileId: fileId, seq, data: chunk }]);
        seq += 1;
        chunk = Buffer.allocUnsafe(ORDER_FILE_CHUNK_BYTES);
        filled = 0;
      }
    }
  }
  if (filled > 0)
    await repo.insertChunks(tx, [{ orderFileId: fileId, seq, data: chunk.subarray(0, filled) }]);
  return { storageKey: null, size: sums.size, sha256: sums.sha256() };
}

function chunkStream(db: DbOrTx, file: FilePlace): Readable {
  const total = Math.ceil(file.size / ORDER_FILE_CHUNK_BYTES);
  async function* read() {
    for (let from = 0; from < total; from += CHUNKS_PER_READ) {
      const to = Math.min(total, from + CHUNKS_PER_READ);
      const chunks = await repo.readChunks(db, file.id, from, to);
      // A file changed or removed while it was being sent: end the answer broken, never short and whole.
      if (chunks.length !== to - from) throw new Error(`order file ${file.id}: chunks ${from}–${to} missing`);
      yield* chunks;
    }
  }
  return Readable.from(read(), { objectMode: false, highWaterMark: ORDER_FILE_CHUNK_BYTES });
}

function notHere(key: string): never {
  throw new Error(`The object ${key} is in S3-compatible storage, and STORAGE_URL is not set`);
}

/** Bytes in the database: files in `order_file_chunks`, page images in their rows. */
export const databaseFileStore: FileStore = {
  kind: 'database',
  objects: null,
  put: putChunks,
  get: (db, file) => (file.storageKey ? notHere(file.storageKey) : chunkStream(db, file)),
  exists: async (db, file) => {
    if (file.storageKey) notHere(file.storageKey);
    return (await repo.countChunks(db, file.id)) === Math.ceil(file.size / ORDER_FILE_CHUNK_BYTES);
  },
  delete: async (db, file) => {
    if (file.storageKey) notHere(file.storageKey);
    await repo.deleteChunks(db, file.id);
  },
  putPage: async (_key, png) => ({ data: png, storageKey: null }),
  getPage: async (place) => place.data ?? notHere(place.storageKey!),
};

/** Bytes in an S3-compatible bucket; what is still in the database (not yet moved) is read from there. */
export function s3FileStore(objects: ObjectStore): FileStore {
  const db = databaseFileStore;
  return {
    kind: 's3',
    objects,
    async put(_tx, fileId, content) {
      const { stream, sums } = measured(content);
      const storageKey = fileObjectKey(fileId);
      await objects.put(storageKey, Readable.from(stream), 'application/pdf');
      return { storageKey, size: sums.size, sha256: sums.sha256() };
    },
    get(tx, file) {
      const key = file.storageKey;
      if (!key) return db.get(tx, file);
      return Readable.from(
        (async function* () {
          yield* await objects.get(key);
        })(),
        { objectMode: false },
      );
    },
    exists: (tx, file) => (file.storageKey ? objects.exists(file.storageKey) : db.exists(tx, file)),
    delete: (tx, file) => (file.storageKey ? objects.delete(file.storageKey) : db.delete(tx, file)),
    async putPage(key, png) {
      const storageKey = pageObjectKey(key);
      await objects.put(storageKey, png, 'image/png');
      return { data: null, storageKey };
    },
    async getPage(place) {
      if (place.data) return place.data;
      const parts: Buffer[] = [];
      for await (const part of await objects.get(place.storageKey!)) parts.push(part as Buffer);
      return Buffer.concat(parts);
    },
  };
}
