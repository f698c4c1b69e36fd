/**
 * Throttling by counters in the database (table throttle_counters), so that the limits hold across API
 * processes: one counter per key and minute, raised in one statement BEFORE the attempt is evaluated, so
 * that attempts sent at once each see their own count and no more than the limit are ever evaluated.
 */
import { AppError } from '../../lib/app-error';
import * as repo from './auth.repository';

import type { Db, DbOrTx, Tx } from '../../db/client';

export const WINDOW_MS = 60_000;
/** The window of the hourly limits (failed QR redemptions). */
export const HOUR_MS = 60 * WINDOW_MS;
/** Counters are deleted an hour after their window starts, as new ones are made. */
const KEEP_MS = HOUR_MS;

/** Sign-ins per minute: per e-mail and client address, per e-mail from anywhere, per client address. */
export const SIGN_IN_LIMITS = { perAccountAndAddress: 5, perAccount: 20, perAddress: 20 } as const;
/**
 * Customer sign-ups per client address and minute: enough for a family or an office behind one address,
 * too few for a flood to make accounts (and password hashes) by the thousand.
 */
export const SIGN_UP_LIMIT_PER_ADDRESS = 10;
/** Coupon checks that fail (unknown or not applicable) per customer and hour, as failed QR redemptions. */
export const FAILED_COUPON_CHECKS_PER_HOUR = 10;
/** New verification links a customer may ask for per hour: each is an e-mail sent to their address. */
export const VERIFY_EMAIL_RESENDS_PER_HOUR = 5;
/** Current-password checks per account and minute (POST /api/update_password). */
export const PASSWORD_CHECK_LIMIT = 5;

export type Limit = { key: string; max: number };

export const throttleKeys = {
  signInPair: (email: string, ip: string) => `signin:${email.toLowerCase()}|${ip}`,
  signIn: (email: string) => `signin:${email.toLowerCase()}`,
  signInAddress: (ip: string) => `signin-ip:${ip}`,
  passwordCheck: (accountId: number) => `password:${accountId}`,
  // The customers' realm counts apart: a customer and a staff user with one e-mail never share a limit.
  customerSignInPair: (email: string, ip: string) => `customer-signin:${email.toLowerCase()}|${ip}`,
  customerSignIn: (email: string) => `customer-signin:${email.toLowerCase()}`,
  customerSignInAddress: (ip: string) => `customer-signin-ip:${ip}`,
  customerPasswordCheck: (customerId: number) => `customer-password:${customerId}`,
  customerSignUpAddress: (ip: string) => `customer-signup-ip:${ip}`,
  // Counted per clock hour (HOUR_MS).
  qrRedemption: (customerId: number) => `qr-redeem:${customerId}`,
  couponCheck: (customerId: number) => `coupon-check:${customerId}`,
  verifyEmailResend: (customerId: number) => `verify-email-resend:${customerId}`,
};

/**
 * The sign-in limits, narrowest first. Someone guessing from one address is stopped by the first, before
 * their guesses count against the account, so they cannot lock its owner out from elsewhere; guessing from
 * many addresses meets the account's ceiling; spraying many accounts from one address meets the address's.
 */
export function signInLimits(email: string, ip: string): Limit[] {
  return [
    { key: throttleKeys.signInPair(email, ip), max: SIGN_IN_LIMITS.perAccountAndAddress },
    { key: throttleKeys.signInAddress(ip), max: SIGN_IN_LIMITS.perAddress },
    { key: throttleKeys.signIn(email), max: SIGN_IN_LIMITS.perAccount },
  ];
}

/** The same limits for a customer's sign-in (POST /api/customer/login), on keys of their own. */
export function customerSignInLimits(email: string, ip: string): Limit[] {
  return [
    { key: throttleKeys.customerSignInPair(email, ip), max: SIGN_IN_LIMITS.perAccountAndAddress },
    { key: throttleKeys.customerSignInAddress(ip), max: SIGN_IN_LIMITS.perAddress },
    { key: throttleKeys.customerSignIn(email), max: SIGN_IN_LIMITS.perAccount },
  ];
}

/** What a check needs: the time, the 429's sentence, and the window (a minute unless told). */
export type ThrottleOpts = {
  now: number;
  message: string;
  windowMs?: number;
  /**
   * Called when an attempt first takes a limit past its maximum (the lock starts), in the transaction that
   * counts it: the sign-in writes its audit entry there.
   */
  onLock?: (tx: Tx, limit: Limit) => Promise<void>;
};

const windowOf = (now: number, windowMs = WINDOW_MS) => new Date(Math.floor(now / windowMs) * windowMs);

function refuse(message: string, windowStart: Date, now: number, windowMs = WINDOW_MS): never {
  throw AppError.tooManyRequests(message, (windowStart.getTime() + windowMs - now) / 1000);
}

async function bump(db: DbOrTx, key: string, windowStart: Date): Promise<number> {
  const count = await repo.bumpCounter(db, key, windowStart);
  if (count === 1) await repo.purgeCounters(db, new Date(windowStart.getTime() - KEEP_MS));
  return count;
}

/** An attempt counted against its limits; one that succeeds (or is not evaluated after all) is given back. */
export type Attempt = { giveBack(): Promise<void> };

/**
 * Counts one attempt against each limit in turn. The first limit it takes past its maximum refuses it with
 * 429 (and Retry-After), and the limits after that one are left alone.
 */
export async function countAttempt(db: DbOrTx, limits: Limit[], opts: ThrottleOpts): Promise<Attempt> {
  const windowStart = windowOf(opts.now, opts.windowMs);
  const counted: string[] = [];
  const onLock = opts.onLock;
  for (const limit of limits) {
    const count = onLock
      ? await (db as Db).transaction(async (tx) => {
          const n = await bump(tx, limit.key, windowStart);
          if (n === limit.max + 1) await onLock(tx, limit);
          return n;
        })
      : await bump(db, limit.key, windowStart);
    if (count > limit.max) refuse(opts.message, windowStart, opts.now, opts.windowMs);
    counted.push(limit.key);
  }
  return { giveBack: () => repo.lowerCounters(db, counted, windowStart) };
}

/** Runs the evaluation of a counted attempt; if it fails to run at all (a full hashing pool), gives it back. */
export async function evaluate<T>(attempt: Attempt, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    await attempt.giveBack();
    throw err;
  }
}

/**
 * A guard before any work: the counter of `limit` this window, for a statement to read itself (the public scan
 * reads it in the statement that counts the scan), and the 429 (with Retry-After) to throw when it already
 * holds `max` failures.
 */
export function guardOf(limit: Limit, opts: ThrottleOpts) {
  const windowStart = windowOf(opts.now, opts.windowMs);
  return {
    key: limit.key,
    windowStart,
    max: limit.max,
    refuse: (): never => refuse(opts.message, windowStart, opts.now, opts.windowMs),
  };
}

/** Counts a failure after the fact; the one that goes past `max` is refused with 429 instead. */
export async function countFailure(db: DbOrTx, limit: Limit, opts: ThrottleOpts): Promise<void> {
  const windowStart = windowOf(opts.now, opts.windowMs);
  if ((await bump(db, limit.key, windowStart)) > limit.max)
    refuse(opts.message, windowStart, opts.now, opts.windowMs);
}

/** Forgets an account's counted sign-ins (from every address) and password checks. */
export async function forgetAccountAttempts(
  db: DbOrTx,
  account: { id: number; email: string },
): Promise<void> {
  await repo.clearCounters(
    db,
    [throttleKeys.signIn(account.email), throttleKeys.passwordCheck(account.id)],
    [`${throttleKeys.signIn(account.email)}|`],
  );
}

/** Forgets a customer's counted sign-ins (from every address) and password checks. */
export async function forgetCustomerAttempts(
  db: DbOrTx,
  customer: { id: number; email: string | null },
): Promise<void> {
  // A customer without an e-mail (made at the counter) has no sign-ins to forget, only password checks.
  const signIn = customer.email === null ? null : throttleKeys.customerSignIn(customer.email);
  await repo.clearCounters(
    db,
    [...(signIn ? [signIn] : []), throttleKeys.customerPasswordCheck(customer.id)],
    signIn ? [`${signIn}|`] : [],
  );
}
