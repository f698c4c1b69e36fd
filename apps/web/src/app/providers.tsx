import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

import { ThemeRoot } from './theme-root';

import type { ReactNode } from 'react';

/** What the router renders inside: the theme and the one query cache, which the routes' loaders fill too. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ThemeRoot>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeRoot>
  );
}
