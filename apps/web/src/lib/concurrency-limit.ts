import pLimit from 'p-limit';

/**
 * Runs at most `limit` tasks at once (p-limit); the others wait their turn, first come first served. A
 * waiting task whose signal aborted (its screen went away) is skipped when its turn comes: it rejects with
 * the signal's reason without running, and the next one starts.
 */
export function concurrencyLimit(limit: number) {
  const run = pLimit(limit);
  return async <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    signal?.throwIfAborted();
    return run(() => {
      signal?.throwIfAborted();
      return task();
    });
  };
}
