import { AppError } from '../../lib/app-error';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import * as repo from './accounts.repository';

import type { Db } from '../../db/client';
import type { TCurrentUser, TLoginRequest, TLoginResponse, TUpdatePasswordRequest } from '@printhub/contract';

export const THROTTLE = { maxFailures: 5, windowMs: 60_000 } as const;

export function toCurrentUser(a: repo.AccountRow): TCurrentUser {
  return { id: a.id, full_name: a.fullName, email: a.email, is_superuser: a.isSuperuser };
}

/** Signs in with e-mail and password. Never tells which of the two was wrong; throttles by e-mail and by address. */
export async function login(
  db: Db,
  opts: { input: TLoginRequest; ip: string; tokenTtlMs: number },
): Promise<TLoginResponse> {
  const emailKey = `email:${opts.input.email.toLowerCase()}`;
  const keys = [emailKey, `ip:${opts.ip}`];
  const now = Date.now();
  if ((await repo.countRecentFailures(db, keys, new Date(now - THROTTLE.windowMs))) >= THROTTLE.maxFailures) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many failed sign-in attempts. Try again in a minute.');
  }
  const account = await repo.findAccountByEmail(db, opts.input.email);
  const passwordOk = await verifyPassword(
    opts.input.password,
    account?.passwordHash ?? (await getDummyHash()),
  );
  if (!account || !passwordOk) {
    await repo.recordFailures(db, keys, new Date(now - 60 * THROTTLE.windowMs));
    throw new AppError('UNPROCESSABLE', 'Invalid email or password');
  }
  if (!account.isActive) throw new AppError('UNPROCESSABLE', 'This account is deactivated');
  await repo.clearFailures(db, emailKey);
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

/** Changes the signed-in user's password and revokes every other session of theirs. */
export async function updatePassword(
  db: Db,
  opts: { accountId: number; tokenId: number; input: TUpdatePasswordRequest },
): Promise<void> {
  const account = await repo.findAccountById(db, opts.accountId);
  if (!account) throw new AppError('UNAUTHORIZED', 'Not signed in');
  // A stolen session must not become a way to guess the password: same throttle as sign-in.
  const keys = [`password:${account.id}`];
  const now = Date.now();
  if ((await repo.countRecentFailures(db, keys, new Date(now - THROTTLE.windowMs))) >= THROTTLE.maxFailures) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many failed attempts. Try again in a minute.');
  }
  if (!(await verifyPassword(opts.input.old_password, account.passwordHash))) {
    await repo.recordFailures(db, keys, new Date(now - 60 * THROTTLE.windowMs));
    throw AppError.field('old_password', 'Current password is incorrect');
  }
  const passwordHash = await hashPassword(opts.input.new_password);
  await db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, account.id, passwordHash);
    await repo.deleteOtherTokens(tx, account.id, opts.tokenId);
  });
}
