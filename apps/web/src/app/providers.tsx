import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

import { createQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';

import { ThemeRoot } from './theme-root';

/** What the app adds around its routes: the query cache; and it gets the toast code ready once it is up. */
export function AppDataProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => toast.preload(), []);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The whole provider tree as the page builds it (the entry's ThemeRoot, then the app's providers). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <ThemeRoot>
      <AppDataProviders queryClient={queryClient}>{children}</AppDataProviders>
    </ThemeRoot>
  );
}
