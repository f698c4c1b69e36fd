import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

import { NoticeHost } from '@/lib/notices';

import { ThemeRoot } from './theme-root';

import type { ReactNode } from 'react';

/**
 * What the router renders inside: the theme, the one query cache (which the routes' loaders fill too) and
 * the notices' containers.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ThemeRoot>
      <QueryClientProvider client={queryClient}>
        {children}
        <NoticeHost />
      </QueryClientProvider>
    </ThemeRoot>
  );
}
