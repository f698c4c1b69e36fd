/**
 * The customers' way in: their own realm of tokens (customer_tokens), made, hashed, expired, idle-expired and
 * revoked as the back office's are (see the auth module), but never a session anywhere else.
 */
import { AUDIT_SECRET } from '@printhub/contract';

import { AppError, isUniqueViolation } from '../../lib/app-error';
import { businessMetrics } from '../../lib/metrics';
import { getDummyHash, hashPassword, hashSignUpPassword, verifyPassword } from '../../lib/password';
import { issueToken, sessionsOf } from '../../lib/tokens';
import { recordChange, type Actor } from '../audit-log/audit-log.service';
import { refuseCommonPassword } from '../auth/auth.service';
import * as throttle from '../auth/auth.throttle.service';
import * as referrals from '../referrals/referrals.service';
import * as repo from './customers.auth.repository';
import { sendVerification } from './customers.email.service';
import * as customers from './customers.repository';
import { toCustomer } from './customers.service';

import type { Db, DbOrTx } from '../../db/client';
import type { EventSink } from '../events/events.service';
import type {
  TCustomerAccount,
  TCustomerLoginRequest,
  TCustomerPasswordRequest,
  TCustomerSession,
  TCustomerSignupRequest,
  TSetCustomerPasswordRequest,
} from '@printhub/contract';

const EMAIL_TAKEN = 'An account with this email already exists';

export function toCustomerAccount(c: customers.CustomerRow): TCustomerAccount {
  const { created_at: _createdAt, ...customer } = toCustomer(c);
  return {
    ...customer,
    referral_code: c.referralCode ?? '',
    notify_email: c.notifyEmail,
    email_verified: c.emailVerifiedAt !== null,
  };
}

async function signIn(db: DbOrTx, customerId: number, ttlMs: number): Promise<string> {
  const now = Date.now();
  const { token, row } = issueToken(ttlMs, now);
  await repo.deleteExpiredTokens(db, customerId, new Date(now));
  await repo.insertToken(db, { customerId, ...row });
  return token;
}

/**
 * A new customer with a password, signed in. A taken e-mail (any case) is a 409; an unknown referral code a
 * 400 on `referral_code`; a known one records the referral in the same transaction as the customer.
 * Throttled per client address (every attempt counts, made or not), and hashed in the sign-ups' share of
 * the hashing pool, so that a flood of sign-ups never keeps anyone from signing in.
 */
export async function signup(
  db: Db,
  opts: { input: TCustomerSignupRequest; ip: string; tokenTtlMs: number; events: EventSink; now: Date },
): Promise<TCustomerSession> {
  const { input } = opts;
  await throttle.countAttempt(
    db,
    [{ key: throttle.throttleKeys.customerSignUpAddress(opts.ip), max: throttle.SIGN_UP_LIMIT_PER_ADDRESS }],
    { now: Date.now(), message: 'Too many sign-ups from this address. Try again in a minute.' },
  );
  refuseCommonPassword('password', input.password);
  // Checked before the (costly) hash, and again by the transaction below.
  if (input.referral_code) await referrals.requireReferrer(db, input.referral_code);
  if (await customers.emailTaken(db, input.email)) throw new AppError('CONFLICT', EMAIL_TAKEN);
  const passwordHash = await hashSignUpPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.insertCustomerWithPassword(tx, {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        mobile: input.mobile,
        passwordHash,
      });
      if (input.referral_code) await referrals.recordReferral(tx, input.referral_code, row.id);
      await sendVerification(tx, opts.events, row, opts.now);
      const token = await signIn(tx, row.id, opts.tokenTtlMs);
      return { token, customer: toCustomerAccount(row) };
    });
  } catch (err) {
    // Two sign-ups racing past the check above: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', EMAIL_TAKEN);
    throw err;
  }
}

/**
 * Signs a customer in, throttled exactly as the back office's sign-in (on keys of the customers' own). A
 * customer without a password (made in the back office, none set yet) cannot sign in, and is told nothing
 * more than a wrong password would tell.
 */
export async function login(
  db: Db,
  opts: { input: TCustomerLoginRequest; ip: string; tokenTtlMs: number },
): Promise<TCustomerSession> {
  const attempt = await throttle.countAttempt(db, throttle.customerSignInLimits(opts.input.email, opts.ip), {
    now: Date.now(),
    message: 'Too many failed sign-in attempts. Try again in a minute.',
  });
  const customer = await repo.findCustomerByEmail(db, opts.input.email);
  const passwordOk = await throttle.evaluate(attempt, async () => {
    const ok = await verifyPassword(opts.input.password, customer?.passwordHash ?? (await getDummyHash()));
    return ok && Boolean(customer?.passwordHash);
  });
  if (!customer || !passwordOk) {
    businessMetrics.signInFailures.inc({ realm: 'customer', reason: 'invalid_credentials' });
    throw new AppError('UNPROCESSABLE', 'Invalid email or password');
  }
  await attempt.giveBack();
  const token = await signIn(db, customer.id, opts.tokenTtlMs);
  return { token, customer: toCustomerAccount(customer) };
}

/** The token's customer session, or null when the token is unknown, expired or idle too long. */
export const authenticate = sessionsOf<repo.CustomerTokenSession>({
  find: repo.findTokenByHash,
  touch: repo.touchToken,
});

export async function logout(db: Db, tokenId: number): Promise<void> {
  await repo.deleteToken(db, tokenId);
}

export async function me(db: Db, customerId: number): Promise<TCustomerAccount> {
  const row = await customers.findCustomer(db, customerId);
  if (!row) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return toCustomerAccount(row);
}

/** Changes the signed-in customer's password and revokes every other session of theirs. */
export async function changePassword(
  db: Db,
  opts: { customerId: number; tokenId: number; input: TCustomerPasswordRequest },
): Promise<void> {
  refuseCommonPassword('new_password', opts.input.new_password);
  const customer = await customers.findCustomer(db, opts.customerId);
  if (!customer) throw new AppError('UNAUTHORIZED', 'Not signed in');
  // A stolen session must not become a way to guess the password: counted like sign-ins, per customer.
  const limit = {
    key: throttle.throttleKeys.customerPasswordCheck(customer.id),
    max: throttle.PASSWORD_CHECK_LIMIT,
  };
  const attempt = await throttle.countAttempt(db, [limit], {
    now: Date.now(),
    message: 'Too many failed attempts. Try again in a minute.',
  });
  const ok = await throttle.evaluate(attempt, async () =>
    customer.passwordHash ? verifyPassword(opts.input.old_password, customer.passwordHash) : false,
  );
  if (!ok) throw AppError.field('old_password', 'Current password is incorrect');
  await attempt.giveBack();
  const passwordHash = await hashPassword(opts.input.new_password);
  await db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, customer.id, passwordHash);
    await repo.deleteOtherTokens(tx, customer.id, opts.tokenId);
  });
}

/**
 * A super admin sets a customer's password: the first one of a customer made in the back office, or a
 * reset. Every token of the customer is revoked and their counted failures forgotten.
 */
export async function setPassword(
  db: Db,
  actor: Actor,
  customerId: number,
  input: TSetCustomerPasswordRequest,
) {
  refuseCommonPassword('new_password', input.new_password);
  const customer = await customers.findCustomer(db, customerId);
  if (!customer) throw new AppError('NOT_FOUND', 'User not found');
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    if (!(await repo.updatePasswordHash(tx, customer.id, passwordHash)))
      throw new AppError('NOT_FOUND', 'User not found');
    await repo.deleteCustomerTokens(tx, customer.id);
    await throttle.forgetCustomerAttempts(tx, customer);
    await recordChange(tx, actor, {
      action: 'password',
      resource: 'customers',
      resourceId: customer.id,
      summary: `Set the password of ${customer.firstName} ${customer.lastName}`.trim(),
      changes: { password: [customer.passwordHash ? AUDIT_SECRET : null, AUDIT_SECRET] },
    });
  });
}
