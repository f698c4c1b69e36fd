/**
 * The clean-up of voucher uploads left unfinished by a process that died: every process runs it at its start
 * (before it serves anyone), and the cluster once a minute (a job on pg-boss's schedule). An upload's rows go
 * only once its lease has expired (or when no lease names them), never while the process writing them is
 * alive and renewing it (vouchers.staging.service.ts).
 */
import { defineJob } from '../../lib/jobs';
import { releaseLease, takeLease } from '../../lib/leases';
import * as staging from './vouchers.staging.repository';
import { discard, UPLOAD_LEASE, UPLOAD_LEASE_MS } from './vouchers.staging.service';

import type { Db } from '../../db/client';
import type { AppJob } from '../../plugins/jobs';
import type { FastifyInstance } from 'fastify';

/** When the cluster cleans up (every minute), beside each process once at its start. */
export const UPLOAD_CLEAN_UP_CRON = '* * * * *';
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
 * The clean-up as a job on pg-boss's schedule (`UPLOAD_CLEAN_UP_CRON`): once a minute for the whole cluster,
 * at the app's clock (tests fix it). A failed round is reported and left: the next minute's tries again.
 */
export const uploadCleanUpJob: AppJob<Record<string, never>> = defineJob<
  Record<string, never>,
  FastifyInstance
>('vouchers.upload-clean-up', { retryLimit: 0, expireInSeconds: 300, batchSize: 1 }, async (_data, run) => {
  try {
    await cleanUpAbandonedUploads(run.app.db, { now: run.app.clock.now() });
  } catch (err) {
    run.app.log.error({ err }, 'voucher upload clean-up failed');
    throw err;
  }
});
