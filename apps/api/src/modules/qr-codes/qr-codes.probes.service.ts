import { countAttempt, countFailure, guardOf } from '../auth/auth.throttle.service';

import type { Db } from '../../db/client';

/**
 * Failed scans (an unknown, inactive or expired code) allowed per client address and minute on the public
 * scan. Past them the address gets 429 for every code until the minute is over, so a short code space
 * cannot be listed by trying every code, and refused probes past the limit are not logged.
 */
export const FAILED_SCANS_PER_MINUTE = 30;

const MESSAGE = 'Too many unknown QR codes were scanned from your address. Try again in a minute.';
const limitFor = (ip: string) => ({ key: `scan:${ip}`, max: FAILED_SCANS_PER_MINUTE });

/**
 * The guard of an address that has used up its failed scans this minute (429 for every code, before the code
 * is looked up), checked by the statement that counts a scan (qr-codes.scan.repository.ts).
 */
export const proberGuard = (ip: string, now: Date) =>
  guardOf(limitFor(ip), { now: now.getTime(), message: MESSAGE });

/** Counts a failed scan; the one past the limit is refused (429) instead, before anything is logged. */
export const countFailedScan = (db: Db, ip: string, now: Date) =>
  countFailure(db, limitFor(ip), { now: now.getTime(), message: MESSAGE });

/**
 * Counts a look-up of a QR image (`GET /api/qr-image/{code}`) against the same failed-scan limit, before the
 * code is looked up: past the limit every code is refused (429), so known codes cannot be told from unknown
 * ones. Give the attempt back when the image is found: only failures count, as on the scan.
 */
export const countImageProbe = (db: Db, ip: string, now: Date) =>
  countAttempt(db, [limitFor(ip)], { now: now.getTime(), message: MESSAGE });
