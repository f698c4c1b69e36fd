import { AppError } from '../../lib/app-error';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import * as accounts from '../staff-users/staff-users.repository';
import * as repo from './auth.repository';

import type { Db, DbOrTx } from '../../db/client';
import type { TCurrentUser, TLoginRequest, TLoginResponse, TUpdatePasswordRequest } from '@printhub/contract';

export const THROTTLE = { maxFailures: 5, windowMs: 60_000 } as const;

/** The throttle keys of an account: sign-ins by e-mail, and current-password checks by account. */
export const throttleKeys = {
  email: (email: string) => `email:${email.toLowerCase()}`,
  ip: (ip: string) => `ip:${ip}`,
  password: (accountId: number) => `password:${accountId}`,
};

export function toCurrentUser(a: accounts.AccountRow): TCurrentUser {
  return { id: a.id, full_name: a.fullName, email: a.email, is_superuser: a.isSuperuser };
}

/** A 429 once any of the keys has had too many failures in the window. */
async function refuseWhenThrottled(db: Db, keys: string[], now: number, message: string): Promise<void> {
  const failures = await repo.countRecentFailures(db, keys, new Date(now - THROTTLE.windowMs));
  if (failures >= THROTTLE.maxFailures) throw new AppError('TOO_MANY_REQUESTS', message);
}

/** Failures are kept an hour, far longer than the window, then purged as new ones come in. */
const recordFailure = (db: Db, keys: string[], now: number) =>
  repo.recordFailures(db, keys, new Date(now - 60 * THROTTLE.windowMs));

/** Signs in with e-mail and password. Never tells which of the two was wrong; throttles by e-mail and by address. */
export async function login(
  db: Db,
  opts: { input: TLoginRequest; ip: string; tokenTtlMs: number },
): Promise<TLoginResponse> {
  const emailKey = throttleKeys.email(opts.input.email);
  const keys = [emailKey, throttleKeys.ip(opts.ip)];
  const now = Date.now();
  await refuseWhenThrottled(db, keys, now, 'Too many failed sign-in attempts. Try again in a minute.');
  const account = await accounts.findAccountByEmail(db, opts.input.email);
  const passwordOk = await verifyPassword(
    opts.input.password,
    account?.passwordHash ?? (await getDummyHash()),
  );
  if (!account || !passwordOk) {
    await recordFailure(db, keys, now);
    throw new AppError('UNPROCESSABLE', 'Invalid email or password');
  }
  if (!account.isActive) throw new AppError('UNPROCESSABLE', 'This account is deactivated');
  await repo.clearFailures(db, [emailKey]);
  const token = newToken();
  await repo.deleteExpiredTokens(db, account.id);
  await repo.insertToken(db, {
    accountId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now + opts.tokenTtlMs),
  });
  return { token, user: toCurrentUser(account) };
}

export async function authenticate(db: Db, token: string) {
  return repo.findAccountByTokenHash(db, hashToken(token));
}

export async function logout(db: Db, tokenId: number): Promise<void> {
  await repo.deleteToken(db, tokenId);
}

/** Signs the account out everywhere. */
export async function endSessions(tx: DbOrTx, accountId: number): Promise<void> {
  await repo.deleteAccountTokens(tx, accountId);
}

/** Forgets the account's failed sign-ins and password checks, so that its throttle starts afresh. */
export async function forgetFailures(tx: DbOrTx, account: { id: number; email: string }): Promise<void> {
  await repo.clearFailures(tx, [throttleKeys.email(account.email), throttleKeys.password(account.id)]);
}

/** Changes the signed-in user's password and revokes every other session of theirs. */
export async function updatePassword(
  db: Db,
  opts: { accountId: number; tokenId: number; input: TUpdatePasswordRequest },
): Promise<void> {
  const account = await accounts.findAccountById(db, opts.accountId);
  if (!account) throw new AppError('UNAUTHORIZED', 'Not signed in');
  // A stolen session must not become a way to guess the password: same throttle as sign-in.
  const keys = [throttleKeys.password(account.id)];
  const now = Date.now();
  await refuseWhenThrottled(db, keys, now, 'Too many failed attempts. Try again in a minute.');
  if (!(await verifyPassword(opts.input.old_password, account.passwordHash))) {
    await recordFailure(db, keys, now);
    throw AppError.field('old_password', 'Current password is incorrect');
  }
  const passwordHash = await hashPassword(opts.input.new_password);
  await db.transaction(async (tx) => {
    await accounts.updatePasswordHash(tx, account.id, passwordHash);
    await repo.deleteOtherTokens(tx, account.id, opts.tokenId);
  });
}
