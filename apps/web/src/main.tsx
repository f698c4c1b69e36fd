import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { unregisterServiceWorkers } from './lib/service-worker';

void unregisterServiceWorkers();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = createRoot(document.getElementById('root')!);

// The first render as a transition: React renders it in slices and lets the browser in between, instead of one
// long task while index.html's "Loading…" shows anyway (Lighthouse's blocking time on /login about halves).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
