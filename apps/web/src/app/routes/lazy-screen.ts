import { loadWithTimeout } from '@/lib/load-with-timeout';

import type { ComponentType } from 'react';

/**
 * A route's lazy `Component`: its screen's chunk, loaded when the route matches, side by side with the
 * route's loader, and given up on after the time-out every lazy part has (the route's ErrorBoundary then
 * shows why).
 */
export const lazyScreen = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) => ({
  Component: async () => pick(await loadWithTimeout(load)),
});
