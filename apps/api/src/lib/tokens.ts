import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../db/client';
import type { SessionCache } from './session-cache';

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

/** What a token store knows of a live token. */
export type StoredSession = { tokenId: number; lastUsedAt: Date; expiresAt: Date };

/** Where one realm keeps its tokens (the back office's auth_tokens, the customers' customer_tokens). */
export type TokenStore<S extends StoredSession> = {
  /** The token's session, unless it expired before `now` or was last used before `idleSince`. */
  find(tokenHash: string, at: { now: Date; idleSince: Date }): Promise<S | null>;
  /** Notes the use, unless it was noted since `notSince`. */
  touch(tokenId: number, now: Date, notSince: Date): Promise<unknown>;
  /** Whose session it is, as the database names it in its session changes ('a:<id>', 'c:<id>'). */
  owner(session: S): string;
  /** Sessions already looked up in this process, if any. */
  cache?: SessionCache<S>;
};

/**
 * For a request that writes nothing: the token's cached session at once, and `confirm`, to be awaited
 * before the answer is sent: true once every session change committed before this call has been heard
 * and none of them (nor any heard since) touched the session's owner. Null unless the session is cached,
 * live, and needs no write of its last use: then `findSession` decides, as for any request.
 */
export function cachedSession<S extends StoredSession>(
  token: string,
  idleMs: number,
  store: TokenStore<S>,
): { session: S; confirm: () => Promise<boolean> } | null {
  const cache = store.cache;
  if (!cache?.live) return null;
  const tokenHash = hashToken(token);
  const hit = cache.peek(tokenHash);
  if (!hit) return null;
  const { entry, heard } = hit;
  const now = Date.now();
  if (entry.expiresAt <= now || entry.lastUsedAt <= now - idleMs || entry.lastUsedAt <= now - TOUCH_EVERY_MS)
    return null;
  // The sync runs alongside the handler; a rejection is a failed check, not an unhandled one.
  const synced = heard.catch(() => false);
  return {
    session: entry.session,
    confirm: async () => (await synced) && cache.holds(tokenHash, entry),
  };
}

/**
 * The token's session, or null when it is unknown, expired or idle too long; its use written at most once
 * a minute. A session in the store's cache costs no query: its expiry and idle time are checked here (the
 * idle time against the last use this process knows of; when that looks too old, the database decides).
 */
export async function findSession<S extends StoredSession>(
  token: string,
  idleMs: number,
  store: TokenStore<S>,
): Promise<S | null> {
  const tokenHash = hashToken(token);
  const cache = store.cache?.live ? store.cache : undefined;
  if (cache) {
    const hit = await cache.get(tokenHash);
    const now = Date.now();
    if (hit && hit.expiresAt > now && hit.lastUsedAt > now - idleMs) {
      if (hit.lastUsedAt <= now - TOUCH_EVERY_MS) {
        await store.touch(hit.session.tokenId, new Date(now), new Date(now - TOUCH_EVERY_MS));
        hit.lastUsedAt = now;
      }
      return hit.session;
    }
  }
  const generation = cache?.generation;
  const now = Date.now();
  const session = await store.find(tokenHash, { now: new Date(now), idleSince: new Date(now - idleMs) });
  if (!session) return null;
  let lastUsedAt = session.lastUsedAt.getTime();
  if (lastUsedAt <= now - TOUCH_EVERY_MS) {
    await store.touch(session.tokenId, new Date(now), new Date(now - TOUCH_EVERY_MS));
    lastUsedAt = now;
  }
  if (cache?.live && cache.generation === generation) {
    cache.set(tokenHash, {
      session,
      owner: store.owner(session),
      expiresAt: session.expiresAt.getTime(),
      lastUsedAt,
    });
  }
  return session;
}

/** Where a realm's tokens are read and their use written, on the database it is given. */
export type TokenTable<S extends StoredSession> = {
  find(db: Db, tokenHash: string, at: { now: Date; idleSince: Date }): Promise<S | null>;
  touch(db: Db, tokenId: number, now: Date, notSince: Date): Promise<unknown>;
  owner(session: S): string;
};

/** How a realm's sessions are looked up: their idle timeout and the process's cache of them, if any. */
export type SessionOptions<S> = { idleMs: number; cache?: SessionCache<S> };

/**
 * A realm's two ways to a token's session, over its token table: `authenticate`, the session or null
 * (`findSession`), and `authenticateCached`, for a request that writes nothing: the cached session at once,
 * confirmed later (`cachedSession`).
 */
export function sessionsOf<S extends StoredSession>(table: TokenTable<S>) {
  const store = (db: Db, cache: SessionCache<S> | undefined): TokenStore<S> => ({
    find: (tokenHash, at) => table.find(db, tokenHash, at),
    touch: (tokenId, now, notSince) => table.touch(db, tokenId, now, notSince),
    owner: table.owner,
    cache,
  });
  return {
    authenticate: (db: Db, token: string, opts: SessionOptions<S>) =>
      findSession(token, opts.idleMs, store(db, opts.cache)),
    authenticateCached: (db: Db, token: string, opts: SessionOptions<S>) =>
      cachedSession(token, opts.idleMs, store(db, opts.cache)),
  };
}
