/** A real S3-compatible server (the `s3rver` package) on a free local port, its buckets made at start. */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

import { createObjectStore, type ObjectStore } from '../src/lib/object-store';
import { OBJECT_PREFIXES } from '../src/modules/orders/orders.storage.service';

import type { S3Settings } from '../src/lib/storage-url';

/** s3rver's own credentials, which it checks every request's signature with. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** What s3rver tells its listeners when an object has been written, before it answers the writer. */
type S3Event = { Records: { eventName: string; s3: { object: { key: string } } }[] };

export async function startS3Server(buckets: string[] = ['printhub']) {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'printhub-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    // S3RVER_LOG=1 prints every request it serves (and its errors) while a test runs.
    silent: !process.env.S3RVER_LOG,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const stores: ObjectStore[] = [];
  const settings = (bucket = buckets[0]!): S3Settings => ({ bucket, endpoint, region: 'us-east-1', ...KEYS });
  return {
    endpoint,
    settings,
    /** The environment that points a server or a command at `bucket`. */
    env: (bucket = buckets[0]!): Record<string, string> => ({
      STORAGE_URL: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    }),
    /** A client of `bucket`, closed with the server. */
    store(bucket = buckets[0]!): ObjectStore {
      const store = createObjectStore(settings(bucket));
      stores.push(store);
      return store;
    },
    /**
     * Calls `listener` with each object written or deleted, once done and before the client hears so. A
     * listener that answers true is not called again.
     */
    onObject(listener: (what: 'created' | 'removed', key: string) => boolean | void): void {
      const emitter = server as unknown as {
        on(e: 'event', l: (e: S3Event) => void): void;
        off(e: 'event', l: (e: S3Event) => void): void;
      };
      const heard = (e: S3Event) => {
        for (const r of e.Records) {
          const what = r.eventName.startsWith('ObjectCreated') ? 'created' : 'removed';
          if (listener(what, r.s3.object.key) === true) return emitter.off('event', heard);
        }
      };
      emitter.on('event', heard);
    },
    close: async () => {
      for (const store of stores) store.close();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;

/** Every object of ours in the bucket, with its bytes' SHA-256, by key. */
export async function bucketContents(store: ObjectStore): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const prefix of OBJECT_PREFIXES)
    for await (const page of store.list(prefix))
      for (const o of page) {
        const hash = createHash('sha256');
        for await (const piece of await store.get(o.key)) hash.update(piece as Buffer);
        found.set(o.key, hash.digest('hex'));
      }
  return found;
}
