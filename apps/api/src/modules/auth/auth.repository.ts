import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';

import { preparedPerDb, slot } from '../../db/prepared';
import { accounts, authTokens, throttleCounters } from '../../db/schema';

import type { Db, DbOrTx } from '../../db/client';
import type { customerTokens } from '../../db/schema';
import type { AccountRow } from '../staff-users/staff-users.repository';

export async function insertToken(
  db: DbOrTx,
  values: { accountId: number; tokenHash: string; expiresAt: Date; lastUsedAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

export type StaffSession = { tokenId: number; lastUsedAt: Date; expiresAt: Date; account: AccountRow };

/**
 * A live token of either realm's table: its hash the placeholder `tokenHash`, unexpired at `now` and used
 * since `idleSince` (placeholders too), for the prepared session lookups.
 */
export const liveToken = (tokens: typeof authTokens | typeof customerTokens) =>
  and(
    eq(tokens.tokenHash, slot('tokenHash', tokens.tokenHash)),
    gt(tokens.expiresAt, slot('now', tokens.expiresAt)),
    gt(tokens.lastUsedAt, slot('idleSince', tokens.lastUsedAt)),
  );

/** The session lookup of every signed-in back-office request: built once, then executed. */
const sessionStatement = preparedPerDb((db) =>
  db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      expiresAt: authTokens.expiresAt,
      account: accounts,
    })
    .from(authTokens)
    .innerJoin(accounts, eq(accounts.id, authTokens.accountId))
    .where(and(liveToken(authTokens), eq(accounts.isActive, true)))
    .limit(1)
    .prepare('staff_session'),
);

/**
 * The live token's account, or null when the token is unknown, expired, unused since `idleSince` or its
 * account deactivated.
 */
export async function findAccountByTokenHash(
  db: Db,
  tokenHash: string,
  at: { now: Date; idleSince: Date },
): Promise<StaffSession | null> {
  const [row] = await sessionStatement(db).execute({ tokenHash, ...at });
  return row ?? null;
}

/** Records a use of the token, unless one was recorded after `unlessAfter` (one write a minute at most). */
export async function touchToken(db: DbOrTx, tokenId: number, now: Date, unlessAfter: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(authTokens.id, tokenId), lt(authTokens.lastUsedAt, unlessAfter)));
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

/** Adds one to a throttle counter, in one statement (concurrent attempts each get their own count). */
export async function bumpCounter(db: DbOrTx, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(throttleCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [throttleCounters.key, throttleCounters.windowStart],
      set: { count: sql`${throttleCounters.count} + 1` },
    })
    .returning({ count: throttleCounters.count });
  return row!.count;
}

/** Takes one off each counter (an attempt given back). */
export async function lowerCounters(db: DbOrTx, keys: string[], windowStart: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(throttleCounters)
    .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)` })
    .where(and(inArray(throttleCounters.key, keys), eq(throttleCounters.windowStart, windowStart)));
}

export async function purgeCounters(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(throttleCounters).where(lt(throttleCounters.windowStart, before));
}

/** Deletes the counters of the given keys and of every key that starts with one of the prefixes. */
export async function clearCounters(db: DbOrTx, keys: string[], prefixes: string[]): Promise<void> {
  await db
    .delete(throttleCounters)
    .where(
      or(
        inArray(throttleCounters.key, keys),
        ...prefixes.map((p) => sql`starts_with(${throttleCounters.key}, ${p})`),
      ),
    );
}
