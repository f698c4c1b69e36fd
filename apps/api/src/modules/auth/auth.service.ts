import { AUDIT_SECRET } from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords';
import { businessMetrics } from '../../lib/metrics';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { issueToken, sessionsOf } from '../../lib/tokens';
import { recordChange, SYSTEM_ACTOR, type Actor } from '../audit-log/audit-log.service';
import * as accounts from '../staff-users/staff-users.repository';
import * as repo from './auth.repository';
import * as throttle from './auth.throttle.service';

import type { Db, DbOrTx, Tx } from '../../db/client';
import type { TCurrentUser, TLoginRequest, TLoginResponse, TUpdatePasswordRequest } from '@printhub/contract';

export function toCurrentUser(a: accounts.AccountRow): TCurrentUser {
  return { id: a.id, full_name: a.fullName, email: a.email, is_superuser: a.isSuperuser };
}

/** A 400 on `key` when a new password is on the list of common passwords. */
export function refuseCommonPassword(key: string, password: string): void {
  if (isCommonPassword(password)) throw AppError.field(key, COMMON_PASSWORD_MESSAGE);
}

/**
 * Signs in with e-mail and password. Never tells which of the two was wrong. The attempt is counted before
 * the password is checked (see auth.throttle.service.ts), and given back when the password was right.
 */
export async function login(
  db: Db,
  opts: { input: TLoginRequest; ip: string; tokenTtlMs: number },
): Promise<TLoginResponse> {
  const now = Date.now();
  const attempt = await throttle.countAttempt(db, throttle.signInLimits(opts.input.email, opts.ip), {
    now,
    message: 'Too many failed sign-in attempts. Try again in a minute.',
    onLock: (tx, limit) => recordLock(tx, opts.input.email, opts.ip, limit),
  });
  const account = await accounts.findAccountByEmail(db, opts.input.email);
  const passwordOk = await throttle.evaluate(attempt, async () =>
    verifyPassword(opts.input.password, account?.passwordHash ?? (await getDummyHash())),
  );
  if (!account || !passwordOk) {
    businessMetrics.signInFailures.inc({ realm: 'staff', reason: 'invalid_credentials' });
    throw new AppError('UNPROCESSABLE', 'Invalid email or password');
  }
  await attempt.giveBack();
  if (!account.isActive) {
    businessMetrics.signInFailures.inc({ realm: 'staff', reason: 'deactivated' });
    throw new AppError('UNPROCESSABLE', 'This account is deactivated');
  }
  const { token, row } = issueToken(opts.tokenTtlMs, now);
  await repo.deleteExpiredTokens(db, account.id);
  await repo.insertToken(db, { accountId: account.id, ...row });
  return { token, user: toCurrentUser(account) };
}

/** A sign-in lock starts: logged as the system's doing, on the e-mail that was tried. */
function recordLock(tx: Tx, email: string, ip: string, limit: throttle.Limit) {
  const what = limit.key.startsWith('signin-ip:') ? `from ${ip}` : `for ${email.toLowerCase()}`;
  return recordChange(tx, SYSTEM_ACTOR, {
    action: 'lock',
    resource: 'auth',
    resourceId: email.toLowerCase(),
    summary: `Sign-ins ${what} locked for the rest of the minute after ${limit.max} attempts`,
    changes: { locked: [false, true], address: [null, ip], attempts: [null, limit.max] },
  });
}

/** The token's session, or null when it is unknown, expired, idle too long or its account deactivated. */
export const authenticate = sessionsOf<repo.StaffSession>({
  find: repo.findAccountByTokenHash,
  touch: repo.touchToken,
});

export async function logout(db: Db, tokenId: number): Promise<void> {
  await repo.deleteToken(db, tokenId);
}

/** Signs the account out everywhere. */
export async function endSessions(tx: DbOrTx, accountId: number): Promise<void> {
  await repo.deleteAccountTokens(tx, accountId);
}

/** Forgets the account's counted sign-ins and password checks, so that its throttle starts afresh. */
export async function forgetFailures(tx: DbOrTx, account: { id: number; email: string }): Promise<void> {
  await throttle.forgetAccountAttempts(tx, account);
}

/** Changes the signed-in user's password and revokes every other session of theirs. */
export async function updatePassword(
  db: Db,
  actor: Actor,
  opts: { accountId: number; tokenId: number; input: TUpdatePasswordRequest },
): Promise<void> {
  refuseCommonPassword('new_password', opts.input.new_password);
  const account = await accounts.findAccountById(db, opts.accountId);
  if (!account) throw new AppError('UNAUTHORIZED', 'Not signed in');
  // A stolen session must not become a way to guess the password: counted like sign-ins, per account.
  const limit = { key: throttle.throttleKeys.passwordCheck(account.id), max: throttle.PASSWORD_CHECK_LIMIT };
  const attempt = await throttle.countAttempt(db, [limit], {
    now: Date.now(),
    message: 'Too many failed attempts. Try again in a minute.',
  });
  const ok = await throttle.evaluate(attempt, () =>
    verifyPassword(opts.input.old_password, account.passwordHash),
  );
  if (!ok) throw AppError.field('old_password', 'Current password is incorrect');
  await attempt.giveBack();
  const passwordHash = await hashPassword(opts.input.new_password);
  await db.transaction(async (tx) => {
    await accounts.updatePasswordHash(tx, account.id, passwordHash);
    await repo.deleteOtherTokens(tx, account.id, opts.tokenId);
    await recordChange(tx, actor, {
      action: 'password',
      resource: 'staff-users',
      resourceId: account.id,
      summary: `${account.fullName} changed their password`,
      changes: { password: [AUDIT_SECRET, AUDIT_SECRET] },
    });
  });
}
