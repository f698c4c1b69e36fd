/**
 * The clean-up of voucher uploads left unfinished by a process that died: every process runs it at start and
 * then every UPLOAD_CLEAN_UP_EVERY_MS. An upload's rows go only once its lease has expired (or when no
 * lease names them), never while the process writing them is alive and renewing it
 * (vouchers.staging.service.ts).
 */
import { releaseLease, takeLease } from '../../lib/leases';
import * as staging from './vouchers.staging.repository';
import { discard, UPLOAD_LEASE, UPLOAD_LEASE_MS } from './vouchers.staging.service';

import type { Db } from '../../db/client';

/** How often each process cleans up, beside once at its start. */
export const UPLOAD_CLEAN_UP_EVERY_MS = 60_000;
/** Codes deleted per statement by the clean-up. */
const CLEAN_UP_BATCH_ROWS = 2_500;

/**
 * Deletes the rows of the uploads left unfinished whose lease has expired at `now` (their process died) or
 * that no lease names; answers how many uploads went. Each is taken over first (its lease, for `leaseMs`),
 * so that of two processes cleaning at once only one deletes it, and a live upload's rows are never touched.
 */
export async function cleanUpAbandonedUploads(
  db: Db,
  opts: { now: Date; batchRows?: number; leaseMs?: number },
): Promise<number> {
  let cleaned = 0;
  for (const uploadId of await staging.abandonedUploads(db, UPLOAD_LEASE, opts.now)) {
    const lease = await takeLease(db, {
      kind: UPLOAD_LEASE,
      key: uploadId,
      ttlMs: opts.leaseMs ?? UPLOAD_LEASE_MS,
      now: opts.now,
    });
    if (!lease) continue;
    await discard(db, uploadId, opts.batchRows ?? CLEAN_UP_BATCH_ROWS);
    await releaseLease(db, lease);
    cleaned += 1;
  }
  return cleaned;
}

/**
 * Cleans up abandoned uploads now (awaited: a start is done with it before it serves anyone) and then every
 * UPLOAD_CLEAN_UP_EVERY_MS until the returned function is called; a failed round is reported and tried
 * again at the next.
 */
export async function startUploadCleanUps(
  db: Db,
  report: (err: unknown) => void,
  now: () => Date = () => new Date(),
): Promise<() => void> {
  await cleanUpAbandonedUploads(db, { now: now() });
  const timer = setInterval(
    () => void cleanUpAbandonedUploads(db, { now: now() }).catch(report),
    UPLOAD_CLEAN_UP_EVERY_MS,
  );
  timer.unref();
  return () => clearInterval(timer);
}
