/** Thrown by a full pool: the caller answers at once (503) instead of piling work up. */
export class PoolFullError extends Error {
  constructor() {
    super('The pool and its queue are full');
    this.name = 'PoolFullError';
  }
}

/**
 * Runs at most `concurrency` tasks at once, keeps up to `queue` more waiting (first come, first served) and
 * refuses the rest at once with PoolFullError.
 */
export function createPool(opts: { concurrency: number; queue: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < opts.concurrency) running += 1;
      else if (waiting.length < opts.queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new PoolFullError();
      // A released slot passes straight to the next waiter, so `running` already counts this task.
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting, for tests. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
