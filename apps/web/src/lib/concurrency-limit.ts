/**
 * Runs at most `limit` tasks at once; the others wait their turn, first come first served. A waiting task
 * whose signal aborts (its screen went away) leaves the line without running.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  // A finished task hands its place straight to the next in line, so nothing can slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const turn = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        const at = waiting.indexOf(go);
        if (at >= 0) waiting.splice(at, 1);
        reject(signal?.reason);
      };
      waiting.push(go);
      signal?.addEventListener('abort', leave, { once: true });
    });

  return async function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (running < limit) running += 1;
    else await turn(signal);
    try {
      return await task();
    } finally {
      release();
    }
  };
}
