import type { ComponentType } from 'react';

/** a screen's code that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`The screen did not load within ${Math.round(ms / 1000)} seconds`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Races a dynamic import against a timer; the timer is cleared either way. */
export function loadWithTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A route's lazy `Component`, the module's export `name`, given up on after the time-out. A new object each
 * time: the router empties a route's `lazy` once loaded.
 */
export const lazyScreen = <K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) => ({ Component: async () => (await loadWithTimeout(load))[name] });
