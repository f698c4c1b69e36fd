import {
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

import { CHUNK_LOAD_TIMEOUT_MS, loadWithTimeout } from './load-with-timeout';

export { ChunkLoadTimeoutError, CHUNK_LOAD_TIMEOUT_MS, loadWithTimeout } from './load-with-timeout';

// React.lazy remembers a failed import forever; a retry needs a fresh lazy component.
const resetters = new Set<() => void>();

/** Forgets every failed screen import so that the next render tries again (the error boundary's Retry). */
export function resetFailedChunks(): void {
  for (const reset of resetters) reset();
}

/**
 * `React.lazy` with the 120 s time-out and a way to retry after a failure. `load` returns the module's
 * component as `default` (`() => import('./x').then((m) => ({ default: m.XPage }))`). Render it inside
 * Suspense and an error boundary that calls `resetFailedChunks()` before retrying.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export function lazyWithTimeout<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  ms = CHUNK_LOAD_TIMEOUT_MS,
): ComponentType<ComponentProps<C>> {
  let failed = false;
  const create = (): LazyExoticComponent<C> =>
    lazy(() =>
      loadWithTimeout(load, ms).catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let current = create();
  resetters.add(() => {
    if (!failed) return;
    failed = false;
    current = create();
  });
  function LazyScreen(props: ComponentProps<C>) {
    return createElement(current, props);
  }
  return LazyScreen;
}
