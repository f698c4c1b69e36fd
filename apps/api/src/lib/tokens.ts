import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../db/client';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token's last use is written at most once in this long. */
export const TOUCH_EVERY_MS = 60_000;

/** A new token and the row that stores it (its hash only), valid for `ttlMs` from `now`. */
export function issueToken(ttlMs: number, now = Date.now()) {
  const token = newToken();
  const row = { tokenHash: hashToken(token), expiresAt: new Date(now + ttlMs), lastUsedAt: new Date(now) };
  return { token, row };
}

/** What a token table knows of a live token. */
export type StoredSession = { tokenId: number; lastUsedAt: Date; expiresAt: Date };

/** Where a realm's tokens are read and their use written (the back office's auth_tokens, the customers' customer_tokens). */
export type TokenTable<S extends StoredSession> = {
  /** The token's session, unless it expired before `now` or was last used before `idleSince`. */
  find(db: Db, tokenHash: string, at: { now: Date; idleSince: Date }): Promise<S | null>;
  /** Notes the use, unless it was noted since `notSince`. */
  touch(db: Db, tokenId: number, now: Date, notSince: Date): Promise<unknown>;
};

/**
 * A realm's session lookup: the token's session, or null when it is unknown, expired or idle too long. Every
 * request asks the database (one prepared, indexed statement), so that a sign-out, a revocation or a
 * deactivation made by any process ends the session at its next request; the last use is written at most
 * once a minute.
 */
export function sessionsOf<S extends StoredSession>(table: TokenTable<S>) {
  return async (db: Db, token: string, idleMs: number): Promise<S | null> => {
    const now = Date.now();
    const session = await table.find(db, hashToken(token), {
      now: new Date(now),
      idleSince: new Date(now - idleMs),
    });
    if (session && session.lastUsedAt.getTime() <= now - TOUCH_EVERY_MS) {
      await table.touch(db, session.tokenId, new Date(now), new Date(now - TOUCH_EVERY_MS));
    }
    return session;
  };
}
