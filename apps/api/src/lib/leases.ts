/**
 * Leases: how processes sharing one database keep off each other's unfinished work. A piece of work (a
 * voucher upload written in batches…) is known by its `kind` and `key`; the process doing it holds its lease
 * (a row of `leases`) with an expiry, renews it while it works (each renewal pushes the expiry `ttlMs` past
 * now) and releases it when the work ends, done or undone. A process that dies (kill -9, a crash, a power
 * cut) stops renewing: once the expiry has passed, another process may take the lease over and finish or
 * clean up the work, never before. A holder whose lease was taken over learns it at its next renewal
 * (false) and must stop touching the work.
 *
 * Time is the caller's clock (`now`), so that a test moves it instead of waiting; the clocks of the
 * processes sharing a database are taken to agree to well within a lease's length.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';

import { and, eq, lte } from 'drizzle-orm';

import { leases } from '../db/schema';

import type { DbOrTx } from '../db/client';

/** This process, as the owner of its leases: `<pid>@<host>/<random>` (a pid is reused after a restart). */
export const PROCESS_OWNER = `${process.pid}@${os.hostname()}/${randomBytes(4).toString('hex')}`;

export type Lease = {
  kind: string;
  key: string;
  owner: string;
  /** How long the lease lasts past each take or renewal. */
  ttlMs: number;
};

const expiry = (now: Date, ttlMs: number) => new Date(now.getTime() + ttlMs);

const held = (lease: Lease) =>
  and(eq(leases.kind, lease.kind), eq(leases.key, lease.key), eq(leases.owner, lease.owner));

/**
 * Takes the lease of (`kind`, `key`) for `owner` (this process unless given) when nobody holds it or its
 * holder's has expired at `now`: one statement, so of two processes taking it at once exactly one gets it.
 * Answers the lease, or null while another holder's is live.
 */
export async function takeLease(
  db: DbOrTx,
  want: { kind: string; key: string; ttlMs: number; now: Date; owner?: string },
): Promise<Lease | null> {
  const lease = { kind: want.kind, key: want.key, ttlMs: want.ttlMs, owner: want.owner ?? PROCESS_OWNER };
  const expiresAt = expiry(want.now, want.ttlMs);
  const taken = await db
    .insert(leases)
    .values({ kind: lease.kind, key: lease.key, owner: lease.owner, expiresAt })
    .onConflictDoUpdate({
      target: [leases.kind, leases.key],
      set: { owner: lease.owner, expiresAt },
      setWhere: lte(leases.expiresAt, want.now),
    })
    .returning({ key: leases.key });
  return taken.length > 0 ? lease : null;
}

/** Pushes the lease's expiry `ttlMs` past `now`; false when it is no longer held (another took it over). */
export async function renewLease(db: DbOrTx, lease: Lease, now: Date): Promise<boolean> {
  const renewed = await db
    .update(leases)
    .set({ expiresAt: expiry(now, lease.ttlMs) })
    .where(held(lease))
    .returning({ key: leases.key });
  return renewed.length > 0;
}

/**
 * Gives the lease up (the work ended); false when it was no longer held (a lease another process has taken
 * over stays theirs). Inside a transaction the row stays locked until it ends: a process taking the lease
 * meanwhile waits, then finds it free.
 */
export async function releaseLease(db: DbOrTx, lease: Lease): Promise<boolean> {
  const released = await db.delete(leases).where(held(lease)).returning({ key: leases.key });
  return released.length > 0;
}
