import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token's last use is written at most once in this long. */
const TOUCH_EVERY_MS = 60_000;

/** A new token and the row that stores it (its hash only), valid for `ttlMs` from `now`. */
export function issueToken(ttlMs: number, now = Date.now()) {
  const token = newToken();
  const row = { tokenHash: hashToken(token), expiresAt: new Date(now + ttlMs), lastUsedAt: new Date(now) };
  return { token, row };
}

/** Where one realm keeps its tokens (the back office's auth_tokens, the customers' customer_tokens). */
export type TokenStore<S extends { tokenId: number; lastUsedAt: Date }> = {
  /** The token's session, unless it expired before `now` or was last used before `idleSince`. */
  find(tokenHash: string, at: { now: Date; idleSince: Date }): Promise<S | null>;
  /** Notes the use, unless it was noted since `notSince`. */
  touch(tokenId: number, now: Date, notSince: Date): Promise<unknown>;
};

/** The token's session, or null when it is unknown, expired or idle too long; its use noted once a minute. */
export async function findSession<S extends { tokenId: number; lastUsedAt: Date }>(
  token: string,
  idleMs: number,
  store: TokenStore<S>,
): Promise<S | null> {
  const now = Date.now();
  const session = await store.find(hashToken(token), {
    now: new Date(now),
    idleSince: new Date(now - idleMs),
  });
  if (session && session.lastUsedAt.getTime() <= now - TOUCH_EVERY_MS) {
    await store.touch(session.tokenId, new Date(now), new Date(now - TOUCH_EVERY_MS));
  }
  return session;
}
