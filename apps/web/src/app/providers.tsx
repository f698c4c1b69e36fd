import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

import { ThemeRoot } from './theme-root';

import type { ReactNode } from 'react';

// The notices' containers come with their library after the first screen, not in the page's entry: a notice
// is always the answer to something done on a screen, by which time they are there.
const NoticeHost = lazy(() => import('@/lib/notices').then((m) => ({ default: m.NoticeHost })));

/**
 * What the router renders inside: the theme, the one query cache (which the routes' loaders fill too) and
 * the notices' containers.
 */
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
