/**
 * Objects no row names: left by a process killed between writing an object and committing its row, by a
 * deletion that could not reach the storage, or by a move to the database cut short. They are deleted once
 * older than ORPHAN_OBJECT_AGE_MS: a younger one may be the object of a row another process is writing now.
 * Every write takes a new key, so a key found old and unnamed can never be named later.
 */
import { defineJob } from '../../lib/jobs';
import * as repo from './orders.storage.repository';
import { OBJECT_PREFIXES } from './orders.storage.service';

import type { DbOrTx } from '../../db/client';
import type { ObjectStore } from '../../lib/object-store';
import type { AppJob } from '../../plugins/jobs';
import type { FastifyInstance } from 'fastify';

/** Far longer than any upload and its transaction can take. */
export const ORPHAN_OBJECT_AGE_MS = 24 * 3600_000;
/** When the cluster sweeps: hourly, on the hour. */
export const SWEEP_CRON = '0 * * * *';

/** Deletes the objects older than `olderThanMs` at `now` that no row names; answers how many went. */
export async function sweepOrphanObjects(
  db: DbOrTx,
  objects: ObjectStore,
  opts: { now: Date; olderThanMs?: number },
): Promise<number> {
  const before = opts.now.getTime() - (opts.olderThanMs ?? ORPHAN_OBJECT_AGE_MS);
  let deleted = 0;
  for (const prefix of OBJECT_PREFIXES)
    for await (const page of objects.list(prefix)) {
      const old = page.filter((o) => o.lastModified.getTime() < before).map((o) => o.key);
      const used = new Set(await repo.keysInUse(db, old));
      for (const key of old)
        if (!used.has(key)) {
          await objects.delete(key);
          deleted += 1;
        }
    }
  return deleted;
}

/**
 * The sweep as a job on pg-boss's schedule (`SWEEP_CRON`): hourly for the whole cluster, at the app's clock
 * (tests move it). Without a bucket (files in the database) it has nothing to do. A failed sweep (the storage
 * unreachable) is reported and left: the next hour's tries again.
 */
export const storageSweepJob: AppJob<Record<string, never>> = defineJob<
  Record<string, never>,
  FastifyInstance
>('orders.storage-sweep', { retryLimit: 0, expireInSeconds: 1800, batchSize: 1 }, async (_data, run) => {
  const { objects } = run.app.storage;
  if (!objects) return;
  try {
    await sweepOrphanObjects(run.app.db, objects, { now: run.app.clock.now() });
  } catch (err) {
    run.app.log.error({ err }, 'storage sweep failed');
    throw err;
  }
});
