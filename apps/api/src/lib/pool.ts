import pLimit from 'p-limit';

/** Thrown by a full pool: the caller answers at once (503) instead of piling work up. */
export class PoolFullError extends Error {
  constructor() {
    super('The pool and its queue are full');
    this.name = 'PoolFullError';
  }
}

/**
 * Runs at most `concurrency` tasks at once (p-limit), keeps up to `queue` more waiting (first come, first
 * served) and refuses the rest at once with PoolFullError.
 */
export function createPool(opts: { concurrency: number; queue: number }) {
  const limit = pLimit(opts.concurrency);
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      // A task just handed to p-limit counts as pending until it starts, so both counts together.
      if (limit.activeCount + limit.pendingCount >= opts.concurrency + opts.queue)
        return Promise.reject(new PoolFullError());
      return limit(task);
    },
    /** Tasks running and waiting, for tests. */
    get load() {
      return { running: limit.activeCount, waiting: limit.pendingCount };
    },
  };
}
