import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { forgetOnDemand } from '@/lib/on-demand';
import { unmountOwnRoots } from '@/lib/own-root';

// findBy/waitFor: a lazily loaded screen may take more than the default 1 s to arrive under full load.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // The toast and snackbar containers live in roots of their own: each test starts without them.
  unmountOwnRoots();
  forgetOnDemand();
  localStorage.clear();
});
