import { and, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';

import { accounts, authTokens, loginFailures } from '../../db/schema';

import type { DbOrTx } from '../../db/client';
import type { AccountRow } from '../staff-users/staff-users.repository';

export async function insertToken(
  db: DbOrTx,
  values: { accountId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

/** The live token's account, or null when the token is unknown, expired or its account deactivated. */
export async function findAccountByTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ tokenId: number; account: AccountRow } | null> {
  const [row] = await db
    .select({ tokenId: authTokens.id, account: accounts })
    .from(authTokens)
    .innerJoin(accounts, eq(accounts.id, authTokens.accountId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        gt(authTokens.expiresAt, new Date()),
        eq(accounts.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function deleteToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

export async function deleteOtherTokens(db: DbOrTx, accountId: number, keepTokenId: number): Promise<void> {
  await db.delete(authTokens).where(and(eq(authTokens.accountId, accountId), ne(authTokens.id, keepTokenId)));
}

/** Signs the account out everywhere. */
export async function deleteAccountTokens(db: DbOrTx, accountId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.accountId, accountId));
}

export async function deleteExpiredTokens(db: DbOrTx, accountId: number): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.accountId, accountId), lt(authTokens.expiresAt, new Date())));
}

export async function countRecentFailures(db: DbOrTx, keys: string[], since: Date): Promise<number> {
  let worst = 0;
  for (const key of keys) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gte(loginFailures.createdAt, since)));
    worst = Math.max(worst, row?.n ?? 0);
  }
  return worst;
}

export async function recordFailures(db: DbOrTx, keys: string[], purgeBefore: Date): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, purgeBefore));
}

export async function clearFailures(db: DbOrTx, keys: string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}
