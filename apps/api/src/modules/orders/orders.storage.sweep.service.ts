/**
 * Objects no row names: left by a process killed between writing an object and committing its row, by a
 * deletion that could not reach the storage, or by a move to the database cut short. They are deleted once
 * older than ORPHAN_OBJECT_AGE_MS: a younger one may be the object of a row another process is writing now.
 * Every write takes a new key, so a key found old and unnamed can never be named later.
 */
import * as repo from './orders.storage.repository';
import { OBJECT_PREFIXES } from './orders.storage.service';

import type { DbOrTx } from '../../db/client';
import type { ObjectStore } from '../../lib/object-store';

/** Far longer than any upload and its transaction can take. */
export const ORPHAN_OBJECT_AGE_MS = 24 * 3600_000;
/** How often each server sweeps, beside once at its start. */
export const SWEEP_EVERY_MS = 3600_000;

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
 * Sweeps now and every SWEEP_EVERY_MS until the returned function is called; a failed sweep (the storage
 * unreachable) is reported and tried again at the next turn.
 */
export function startSweeps(
  db: DbOrTx,
  objects: ObjectStore,
  report: (err: unknown) => void,
  now: () => Date = () => new Date(),
): () => void {
  const sweep = () => void sweepOrphanObjects(db, objects, { now: now() }).catch(report);
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
