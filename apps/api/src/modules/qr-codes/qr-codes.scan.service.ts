import { normaliseRedirectUrl, startOfTodayUtc } from '@printhub/contract';

import { businessMetrics } from '../../lib/metrics';
import { countFailedScan, refuseProber } from './qr-codes.probes';
import * as repo from './qr-codes.repository';

import type { Db } from '../../db/client';

export type ScanResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'image' }
  | { kind: 'inactive' | 'expired' | 'unknown' | 'unusable' };

/** A code scans while it is active and its validity reaches today (UTC): the whole last day counts. */
const scanBounds = (now: Date): repo.ScanBounds => ({ validFrom: startOfTodayUtc(now) });

/** Why a known code was refused: switched off wins over out of date. */
export const refusalOf = (qr: { isActive: boolean }) => (qr.isActive ? 'expired' : 'inactive');

/** Thrown inside the counting transaction to undo the count of a scan that cannot be redirected. */
class UnusableUrl extends Error {}

/**
 * Counts the scan and finds where it goes, in one transaction: a stored URL that cannot be made a safe
 * Location (rows written before URLs were normalised, or by hand) rolls the count and its log row back, so
 * that a scan is counted only when it is answered with the redirect (or the image).
 */
async function countAndTarget(db: Db, code: string, bounds: repo.ScanBounds, userAgent: string) {
  try {
    return await db.transaction(async (tx) => {
      const hit = await repo.countScan(tx, code, bounds, userAgent);
      if (!hit) return null;
      if (hit.hasImage) return { kind: 'image' } as const;
      const url = normaliseRedirectUrl(hit.redirectionUrl);
      if (url === null) throw new UnusableUrl();
      return { kind: 'redirect', url } as const;
    });
  } catch (err) {
    if (err instanceof UnusableUrl) return { kind: 'unusable' } as const;
    throw err;
  }
}

/**
 * The public scan: count and go, or say plainly why not (and leave the count alone). `ip` is the client's
 * address: failed scans are limited per address (qr-codes.probes.ts).
 */
export async function scanQrCode(
  db: Db,
  code: string,
  userAgent: string,
  ip: string,
  now = new Date(),
): Promise<ScanResult> {
  const result = await scan(db, code, userAgent, ip, now);
  businessMetrics.qrScans.inc({ outcome: result.kind });
  return result;
}

async function scan(db: Db, code: string, userAgent: string, ip: string, now: Date): Promise<ScanResult> {
  await refuseProber(db, ip, now);
  const ua = userAgent.slice(0, 500);
  const hit = await countAndTarget(db, code, scanBounds(now), ua);
  if (hit) return hit;
  const qr = await repo.findQrByCode(db, code);
  await countFailedScan(db, ip, now);
  if (!qr) return { kind: 'unknown' };
  const outcome = refusalOf(qr);
  await repo.insertScan(db, { qrId: qr.id, outcome, userAgent: ua });
  return { kind: outcome };
}

export async function scannableImage(db: Db, code: string, now = new Date()): Promise<Buffer | null> {
  return repo.findScannableImage(db, code, scanBounds(now));
}
