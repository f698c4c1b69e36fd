import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';

import { AppError } from '../../lib/app-error';
import { releaseLease, renewLease, takeLease } from '../../lib/leases';
import * as repo from './vouchers.repository';
import * as staging from './vouchers.staging.repository';

import type { Database, Db, Tx } from '../../db/client';

/**
 * Writing a checked CSV upload without holding the database for the whole write. The vouchers are inserted
 * marked with the upload's id, then the codes, a batch per statement, each its own short transaction, so
 * that other requests (and PGlite's single connection) get their turn in between. Every read leaves marked
 * vouchers and their codes out; one last short transaction clears the mark, and only then does the upload
 * exist for anyone. The unique index on (client, code) covers marked codes too, so two uploads can never
 * both store a code; and every upload writes its codes in the codes' own (sorted) order, whatever the
 * file's: of two uploads sharing codes, the one that first writes the first shared code wins and the other
 * stops there, rather than each taking some and both failing. (Sorted inserts are also the cheapest for the
 * code index; a voucher's codes therefore list in sorted order.)
 *
 * An upload holds a lease (src/lib/leases.ts, kind `voucher-upload`, keyed by the upload's id) from before
 * its first write to its last step: renewed before every write, released in the transaction that shows the
 * vouchers, or once a failed upload has deleted what it wrote. A process killed half-way leaves marked rows
 * and a lease that stops being renewed; the clean-up (vouchers.cleanup.service.ts: every process, at start
 * and then periodically) deletes an upload's rows only once its lease has expired, taking the lease over
 * first, so an upload still being written by a live process (this one or another on the same database) is
 * never touched. An upload that finds its lease taken over (it stalled past the expiry) stops: 409.
 */

/** What is kept of a checked file: one entry per code, its voucher by index into `vouchers`. */
export type Checked = {
  codes: string[];
  voucherOf: number[];
  vouchers: { detail: string; cost: number; expiry: Date; imageUrl: string | null; codes: number }[];
};

export type WriteOptions = {
  batchRows: number;
  /**
   * Awaited before each write, and before a failed upload deletes what it wrote (a test pauses the upload
   * there and looks around, or lets another upload take its turn).
   */
  beforeWrite?: () => Promise<void>;
  /** Aborted (the client went away): the upload stops at its next write and deletes what it wrote. */
  signal?: AbortSignal;
  /** Runs in the transaction that makes the vouchers appear (the audit entry), with their ids. */
  onPublish?: (tx: Tx, infoIds: number[]) => Promise<void>;
  /** The clock the upload's lease is taken and renewed by (the app's); the wall clock unless given. */
  clock?: () => Date;
  /** How long the lease lasts past each renewal; UPLOAD_LEASE_MS unless given. */
  leaseMs?: number;
};

/** The kind of lease an upload holds (its key: the upload's id). */
export const UPLOAD_LEASE = 'voucher-upload';
/**
 * How long an upload's lease lasts past each renewal. An upload renews it before every write (a fraction of
 * a second apart); only a process that died, or stalled for this long, lets it expire. Until then the dead
 * upload's hidden codes still count as the client's: sending the same file again is refused meanwhile.
 */
export const UPLOAD_LEASE_MS = 2 * 60_000;

const BUCKETS = 4096;
/** Codes placed or sorted between two turns of the event loop. */
const YIELD_CODES = 20_000;

/**
 * The codes' indices in the codes' own order (sorted), the order every upload writes codes in: sorting a
 * million codes at once would hold the event loop for a second, so the codes are first dealt into ranges
 * (bounds taken from a sorted sample of the file), then each range of a few hundred is sorted between turns.
 */
async function writeOrder(codes: string[]): Promise<Uint32Array> {
  const every = Math.max(1, Math.floor(codes.length / BUCKETS));
  const bounds = codes.filter((_, i) => i % every === 0).sort();
  const rangeOf = (code: string) => {
    let lo = 0;
    let hi = bounds.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (bounds[mid]! <= code) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const ranges = bounds.length + 1;
  const range = new Uint16Array(codes.length);
  const start = new Uint32Array(ranges + 1);
  for (let i = 0; i < codes.length; i += 1) {
    const r = rangeOf(codes[i]!);
    range[i] = r;
    start[r + 1]! += 1;
    if (i % YIELD_CODES === YIELD_CODES - 1) await nextTurn();
  }
  for (let r = 0; r < ranges; r += 1) start[r + 1]! += start[r]!;
  const order = new Uint32Array(codes.length);
  const next = start.slice(0, ranges);
  for (let i = 0; i < codes.length; i += 1) order[next[range[i]!]!++] = i;
  const byCode = (x: number, y: number) => (codes[x]! < codes[y]! ? -1 : codes[x]! > codes[y]! ? 1 : 0);
  let sorted = 0;
  for (let r = 0; r < ranges; r += 1) {
    order.subarray(start[r]!, start[r + 1]!).sort(byCode);
    if (start[r + 1]! - sorted >= YIELD_CODES) {
      sorted = start[r + 1]!;
      await nextTurn();
    }
  }
  return order;
}

const interrupted = () =>
  new AppError('CONFLICT', 'The upload was interrupted: nothing was stored, please send the file again');

/** Writes the checked file for the client, all or nothing (see above). */
export async function writeUpload(
  database: Database,
  clientId: number,
  checked: Checked,
  opts: WriteOptions,
) {
  const { db } = database;
  const { batchRows } = opts;
  const now = opts.clock ?? (() => new Date());
  const uploadId = randomUUID();
  const order = await writeOrder(checked.codes);
  // A new id: nobody else can hold its lease.
  const lease = (await takeLease(db, {
    kind: UPLOAD_LEASE,
    key: uploadId,
    ttlMs: opts.leaseMs ?? UPLOAD_LEASE_MS,
    now: now(),
  }))!;
  // Taken over: the upload stalled past its expiry, and the process that took it deletes what it wrote.
  let lost = false;
  const mustHold = (still: boolean) => {
    lost = !still;
    if (lost) throw interrupted();
  };
  const step = async () => {
    await nextTurn();
    await opts.beforeWrite?.();
    opts.signal?.throwIfAborted();
    mustHold(await renewLease(db, lease, now()));
  };
  try {
    const infoIds: number[] = [];
    for (let at = 0; at < checked.vouchers.length; at += batchRows) {
      await step();
      const part = checked.vouchers.slice(at, at + batchRows).map((v) => ({
        clientId,
        voucherDetail: v.detail,
        cost: v.cost,
        expiryDate: v.expiry,
        imageUrl: v.imageUrl,
        isSingle: v.codes === 1,
      }));
      infoIds.push(...(await repo.insertInfos(db, part, uploadId)));
    }
    const prefix = infoIds.map((id) => `${id},${clientId},`);
    for (let at = 0; at < order.length; at += batchRows) {
      await step();
      const end = Math.min(at + batchRows, order.length);
      let csv = '';
      for (let k = at; k < end; k += 1) {
        const i = order[k]!;
        csv += `${prefix[checked.voucherOf[i]!]!}${checked.codes[i]!}\n`;
      }
      await staging.copyCodes(database, csv);
    }
    await step();
    await db.transaction(async (tx) => {
      // Key-share lock: the client cannot be deleted while its vouchers appear.
      if (!(await repo.lockClient(tx, clientId))) throw AppError.field('client_id', 'No such client');
      // Released first, so that a clean-up taking it over waits for this transaction (and then finds the
      // vouchers shown: nothing of the upload left to delete); already taken over, the upload stops.
      mustHold(await releaseLease(tx, lease));
      if ((await staging.publishUpload(tx, uploadId)) !== infoIds.length) throw interrupted();
      await opts.onPublish?.(tx, infoIds);
    });
  } catch (err) {
    const undo = async () => {
      if (lost) return;
      await opts.beforeWrite?.();
      await discard(db, uploadId, batchRows);
      await releaseLease(db, lease);
    };
    // Should this fail too (the database away), the rows stay hidden, and the lease, no longer renewed,
    // expires: the clean-up then deletes them.
    await undo().catch(() => {});
    throw err;
  }
}

/** Deletes what an unfinished upload wrote: its codes a batch per statement, then its vouchers. */
export async function discard(db: Db, uploadId: string, batchRows: number) {
  while ((await staging.deleteSomeCodes(db, uploadId, batchRows)) === batchRows) await nextTurn();
  await staging.deleteUpload(db, uploadId);
}

export { interrupted as uploadInterrupted };
