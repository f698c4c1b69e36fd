import type { QueryClient } from '@tanstack/react-query';

/**
 * Runs `work` once the page has started: no query is fetching (the screen's data has come and been rendered)
 * and then the main thread is idle (`requestIdleCallback`; browsers without it, a short timeout). For work
 * the page only needs later, such as loading the code of the first notice: on a slow phone it would otherwise
 * take the network and the CPU from the screen's first render. Returns a function that cancels it.
 */
export function afterStart(client: QueryClient, work: () => void): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const run = () => {
    if (!cancelled) work();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 5000 });
      cancelWait = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 200);
      cancelWait = () => window.clearTimeout(handle);
    }
  };
  if (client.isFetching() === 0) {
    whenIdle();
  } else {
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      whenIdle();
    });
    cancelWait = unsubscribe;
  }
  return () => {
    cancelled = true;
    cancelWait();
  };
}
