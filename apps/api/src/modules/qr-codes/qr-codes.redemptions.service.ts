import { startOfTodayUtc, type TQrRedemptionResponse } from '@printhub/contract';

import { AppError, isUniqueViolation } from '../../lib/app-error';
import { businessMetrics } from '../../lib/metrics';
import { countAttempt, HOUR_MS, throttleKeys } from '../auth/auth.throttle.service';
import { addCoinEntry, coinBalance } from '../coins/coins.service';
import { isVerified } from '../customers/customers.email.service';
import { publishEvent, type EventSink } from '../events/events.service';
import * as repo from './qr-codes.redemptions.repository';

import type { Db, DbOrTx } from '../../db/client';

/**
 * Refused redemptions (unknown, inactive, expired, capped or already redeemed codes) a customer may make per
 * clock hour. Default codes have three digits: without a limit, a customer could try all 900.
 */
export const FAILED_REDEMPTIONS_PER_HOUR = 10;

const TOO_MANY =
  'Too many QR codes you tried could not be redeemed in the last hour. Try again when the hour is over.';

/** The refusals that count against the hourly limit: the answers a guesser gets. */
const isRefusal = (err: unknown) => err instanceof AppError && [404, 409, 410].includes(err.statusCode);

/**
 * Redeems inside the transaction, the QR row locked first: the checks, the credit (a ledger entry moving
 * the balance, refused with 422 past COIN_BALANCE_MAX) and the redemption row commit together or not at all.
 */
async function redeemLocked(
  tx: DbOrTx,
  events: EventSink | null,
  customerId: number,
  code: string,
  now: Date,
): Promise<TQrRedemptionResponse> {
  if (!(await isVerified(tx, events, customerId)))
    throw new AppError(
      'UNPROCESSABLE',
      'Verify your e-mail first: open the link we e-mailed you when you signed up.',
    );
  const qr = await repo.lockQrByCode(tx, code);
  if (!qr) throw new AppError('NOT_FOUND', 'This QR code does not exist.');
  if (!qr.isActive) throw new AppError('GONE', 'This QR code is no longer active.');
  if (qr.validity < startOfTodayUtc(now)) throw new AppError('GONE', 'This QR code has expired.');
  const already = () => new AppError('CONFLICT', 'You have already redeemed this QR code.');
  if (await repo.hasRedeemed(tx, qr.id, customerId)) throw already();
  if (qr.maxRedemptions !== null && qr.redeemed >= qr.maxRedemptions)
    throw new AppError('GONE', 'This QR code has been redeemed as many times as it allows.');
  let balance: number;
  let coinEntryId: number | null = null;
  if (qr.value > 0) {
    const credit = await addCoinEntry(tx, {
      customerId,
      amount: qr.value,
      reason: `QR code ${qr.code} redeemed`,
      source: 'qr_redemption',
    });
    balance = credit.balance;
    coinEntryId = credit.entry.id;
  } else {
    // A QR worth nothing is still redeemed once; the ledger has no zero entries.
    balance = await coinBalance(tx, customerId, { lock: true });
  }
  try {
    await repo.insertRedemption(tx, { qrId: qr.id, customerId, coins: qr.value, coinEntryId });
  } catch (err) {
    if (isUniqueViolation(err)) throw already();
    throw err;
  }
  await publishEvent(
    tx,
    {
      type: 'qr.redeemed',
      data: { qr_id: qr.id, qr_code: qr.code, customer_id: customerId, coins_credited: qr.value, balance },
    },
    events,
  );
  return { qr_code: qr.code, coins_credited: qr.value, balance };
}

/**
 * A customer redeems a code: 201 with the coins, or 404 / 409 / 410 saying why not. The attempt is counted
 * (in one statement) before the code is looked up and given back when it succeeds, so however many arrive
 * at once, no more than FAILED_REDEMPTIONS_PER_HOUR refusals an hour are answered; past them, 429.
 */
export async function redeemQrCode(
  db: Db,
  events: EventSink | null,
  customerId: number,
  code: string,
  now: Date,
): Promise<TQrRedemptionResponse> {
  const attempt = await countAttempt(
    db,
    [{ key: throttleKeys.qrRedemption(customerId), max: FAILED_REDEMPTIONS_PER_HOUR }],
    { now: now.getTime(), message: TOO_MANY, windowMs: HOUR_MS },
  );
  try {
    const result = await db.transaction((tx) => redeemLocked(tx, events, customerId, code, now));
    businessMetrics.qrRedemptions.inc();
    await attempt.giveBack();
    return result;
  } catch (err) {
    if (!isRefusal(err)) await attempt.giveBack();
    throw err;
  }
}
