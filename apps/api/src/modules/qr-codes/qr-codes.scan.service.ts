import { normaliseRedirectUrl, startOfTodayUtc } from '@printhub/contract';

import { businessMetrics } from '../../lib/metrics';
import { countFailedScan, proberGuard } from './qr-codes.probes.service';
import * as repo from './qr-codes.repository';
import * as scanRepo from './qr-codes.scan.repository';

import type { Database, Db } from '../../db/client';

export type ScanResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'image' }
  | { kind: 'inactive' | 'expired' | 'unknown' | 'unusable' };

/** A code scans while it is active and its validity reaches today (UTC): the whole last day counts. */
const scanBounds = (now: Date): repo.ScanBounds => ({ validFrom: startOfTodayUtc(now) });

/** Why a known code was refused: switched off wins over out of date. */
export const refusalOf = (qr: { isActive: boolean }) => (qr.isActive ? 'expired' : 'inactive');

/**
 * Stored addresses already checked with normaliseRedirectUrl, by code: the address and the Location it gives.
 * Only an optimisation: the scan statement counts a redirect only while the row still holds the address
 * named here, so an entry made stale by an edit costs one more statement, never a wrong count.
 */
const verified = new Map<string, { stored: string; location: string }>();
const VERIFIED_MAX = 10_000;

function remember(code: string, stored: string, location: string) {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(code, { stored, location });
}

/** A scan whose row changed under it this many times in a row (an address edited meanwhile) gives up. */
const MAX_TRIES = 3;

/**
 * The public scan: count and go, or say plainly why not (and leave the count alone). `ip` is the client's
 * address: failed scans are limited per address (qr-codes.probes.service.ts).
 */
export async function scanQrCode(
  database: Database,
  code: string,
  userAgent: string,
  ip: string,
  now: Date,
): Promise<ScanResult> {
  const result = await scan(database, code, userAgent, ip, now);
  businessMetrics.qrScans.inc({ outcome: result.kind });
  return result;
}

/**
 * One statement counts a scan (scanRepo.runScanStatement): the address's failed-scan guard, the count and its
 * log row. A code that redirects is counted only once its stored address is known to make a safe Location;
 * the first scan of a code (or of a new address) reads the address back, checks it, and runs the statement
 * again. An address that cannot be made a safe Location (stored before addresses were normalised, or by
 * hand) is answered as unusable and the scan is not counted.
 */
async function scan(database: Database, code: string, userAgent: string, ip: string, now: Date) {
  const guard = proberGuard(ip, now);
  const params = { code, guard, validFrom: scanBounds(now).validFrom, userAgent: userAgent.slice(0, 500) };
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const known = verified.get(code);
    const row = await scanRepo.runScanStatement(database, { ...params, verifiedUrl: known?.stored ?? null });
    if (row.refused) guard.refuse();
    if (row.counted) {
      if (row.counted_image) return { kind: 'image' } as const;
      return { kind: 'redirect', url: known!.location } as const;
    }
    if (row.id === null || !row.is_active || !row.valid)
      return refused(database.db, row, params.userAgent, ip, now);
    // Active and valid, not counted: an address not checked yet (or changed since it was).
    if (row.has_image) continue;
    const location = normaliseRedirectUrl(row.redirection_url ?? '');
    if (location === null) return { kind: 'unusable' } as const;
    remember(code, row.redirection_url!, location);
  }
  throw new Error(`QR code ${code} changed on every one of ${MAX_TRIES} tries to count its scan`);
}

/** A scan refused for the code itself (none, switched off, out of date): counted against the address. */
async function refused(
  db: Db,
  row: { id: number | null; is_active: boolean | null },
  userAgent: string,
  ip: string,
  now: Date,
): Promise<ScanResult> {
  await countFailedScan(db, ip, now);
  if (row.id === null) return { kind: 'unknown' };
  const outcome = refusalOf({ isActive: row.is_active === true });
  await repo.insertScan(db, { qrId: row.id, outcome, userAgent });
  return { kind: outcome };
}

export async function scannableImage(db: Db, code: string, now: Date): Promise<Buffer | null> {
  return repo.findScannableImage(db, code, scanBounds(now));
}
