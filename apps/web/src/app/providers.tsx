import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { NoticeHost } from '@/lib/notices';
import { createQueryClient } from '@/lib/query-client';

import { ThemeRoot } from './theme-root';

/** What the app adds around its routes: the query cache and the notices' containers. */
export function AppDataProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <NoticeHost />
    </QueryClientProvider>
  );
}

/** The whole provider tree as the page builds it (the entry's ThemeRoot, then the app's providers). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <ThemeRoot>
      <AppDataProviders queryClient={queryClient}>{children}</AppDataProviders>
    </ThemeRoot>
  );
}
