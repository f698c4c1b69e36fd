import { subscribe, type Subscription } from '../db/notifications';

import type { Database } from '../db/client';

/** The channel the database announces session changes on (migration 0016_session-notify). */
export const SESSION_CHANNEL = 'session_changes';

/** Sessions kept at most; the oldest go first. */
const MAX_ENTRIES = 10_000;

type Entry<S> = { session: S; owner: string; expiresAt: number; lastUsedAt: number };

/**
 * Sessions already looked up, by token hash, so that a signed-in request costs no query. Used only while
 * the process hears every session change the database announces (see `listenForChanges`): a change to an
 * account (deactivation, password) or to one of its tokens (sign-out, revocation, a last use moved back)
 * forgets all of that account's sessions here, in every process, as the change commits; a lookup first
 * makes sure every change committed before the request has been heard (one round trip on the listening
 * connection, shared by the requests that arrive meanwhile: no query of the session's own).
 */
export class SessionCache<S> {
  #entries = new Map<string, Entry<S>>();
  #byOwner = new Map<string, Set<string>>();
  #generation = 0;
  #subscription: Subscription | null = null;

  /** Whether the cache may be used: the process is listening. */
  get live(): boolean {
    return this.#subscription?.live ?? false;
  }

  /** Changes seen so far; a lookup that straddles one is not cached. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * The cached session of the token, once every change committed before this call has been heard; none
   * when the process is not listening.
   */
  async get(tokenHash: string): Promise<Entry<S> | undefined> {
    if (!this.live || !(await this.#subscription!.sync())) return undefined;
    return this.#entries.get(tokenHash);
  }

  /**
   * The cached session of the token as it stands, at once (none when the process is not listening), and
   * `heard`, started now: resolves true once every change committed before this call has been heard. Then
   * `holds` says whether the entry is still cached: no change to its owner heard since.
   */
  peek(tokenHash: string): { entry: Entry<S>; heard: Promise<boolean> } | undefined {
    if (!this.live) return undefined;
    const entry = this.#entries.get(tokenHash);
    return entry ? { entry, heard: this.#subscription!.sync() } : undefined;
  }

  /** Whether the token's session is still the cached entry (not forgotten, nor looked up again since). */
  holds(tokenHash: string, entry: Entry<S>): boolean {
    return this.live && this.#entries.get(tokenHash) === entry;
  }

  set(tokenHash: string, entry: Entry<S>): void {
    if (this.#entries.size >= MAX_ENTRIES) this.clear();
    this.#entries.set(tokenHash, entry);
    let hashes = this.#byOwner.get(entry.owner);
    if (!hashes) this.#byOwner.set(entry.owner, (hashes = new Set()));
    hashes.add(tokenHash);
  }

  /** Forgets the sessions of `owner` ('a:<account id>', 'c:<customer id>'), or all of them ('*'). */
  forget(owner: string): void {
    this.#generation += 1;
    if (owner === '*') return this.clear();
    for (const hash of this.#byOwner.get(owner) ?? []) this.#entries.delete(hash);
    this.#byOwner.delete(owner);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#byOwner.clear();
  }

  /** Starts hearing the database's session changes; until then (and after a lost connection) no cache. */
  async listenForChanges(database: Database): Promise<void> {
    this.#subscription = await subscribe(database, SESSION_CHANNEL, {
      notice: (payload) => this.forget(payload),
      lost: () => this.clear(),
    });
  }

  async close(): Promise<void> {
    await this.#subscription?.close();
    this.clear();
  }
}
