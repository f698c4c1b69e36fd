import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

import { ThemeRoot } from './theme-root';

import type { ReactNode } from 'react';

// Not in the page's entry: a notice always answers something done on a screen, by which time it is here.
const NoticeHost = lazy(() => import('@/lib/notice-host').then((m) => ({ default: m.NoticeHost })));

/** Around the router: the theme, the one query cache (the loaders fill it too) and the notices. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ThemeRoot>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <NoticeHost />
        </Suspense>
      </QueryClientProvider>
    </ThemeRoot>
  );
}
