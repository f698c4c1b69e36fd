import { loadWithTimeout } from '@/lib/load-with-timeout';

import type { ComponentType } from 'react';

/**
 * A route's lazy `Component`, the module's export `name`, given up on after every lazy part's time-out. A new
 * object each time: the router empties a route's `lazy` once loaded.
 */
export const lazyScreen = <K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) => ({ Component: async () => (await loadWithTimeout(load))[name] });
