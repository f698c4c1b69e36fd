import { startOfTodayUtc } from '@printhub/contract';

import * as repo from './qr-codes.repository';

import type { Db } from '../../db/client';

export type ScanResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'image' }
  | { kind: 'inactive' | 'expired' | 'unknown' };

/** The public scan: count and go, or say plainly why not (and leave the count alone). */
export async function scanQrCode(
  db: Db,
  code: string,
  userAgent: string,
  now = new Date(),
): Promise<ScanResult> {
  const validFrom = startOfTodayUtc(now);
  const ua = userAgent.slice(0, 500);
  const hit = await repo.countScan(db, code, validFrom, ua);
  if (hit) return hit.hasImage ? { kind: 'image' } : { kind: 'redirect', url: hit.redirectionUrl };
  return { kind: (await repo.logRefusedScan(db, code, validFrom, ua)) ?? 'unknown' };
}

export async function scannableImage(db: Db, code: string, now = new Date()): Promise<Buffer | null> {
  return repo.findScannableImage(db, code, startOfTodayUtc(now));
}
