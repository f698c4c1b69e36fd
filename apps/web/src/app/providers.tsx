import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

import { afterStart } from '@/lib/after-start';
import { createQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';

import { ThemeRoot } from './theme-root';

/**
 * What the app adds around its routes: the query cache; and it gets the toast code ready once the page has
 * started (its data in and the main thread idle), so that the first notice shows at once without the toast
 * code and its second React root competing with the screen's first render.
 */
export function AppDataProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => afterStart(client, () => toast.preload()), [client]);
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
