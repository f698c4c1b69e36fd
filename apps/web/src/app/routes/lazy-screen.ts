import { loadWithTimeout } from '@/lib/load-with-timeout';

import type { ComponentType } from 'react';

/**
 * A route's lazy `Component`, the module's export `name`: the screen's chunk, loaded when the route matches,
 * side by side with the route's loader, and given up on after the time-out every lazy part has (the route's
 * ErrorBoundary then shows why). A new object each time: the router empties a route's `lazy` once loaded.
 */
export const lazyScreen = <K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) => ({ Component: async () => (await loadWithTimeout(load))[name] });
