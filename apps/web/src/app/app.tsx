import { useEffect, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router';

import { appInfoQueryOptions, useAppName } from '@/lib/app-info';
import { documentTitle } from '@/lib/app-info-request';
import { currentUserQueryOptions } from '@/lib/current-user';
import { createQueryClient } from '@/lib/query-client';

import { AppRoutes } from './app-routes';
import { AppDataProviders } from './providers';

import type { TAppInfo, TCurrentUser } from '@printhub/contract';
import type { QueryClient } from '@tanstack/react-query';

/** What the sign-in screen already knows when it hands over to the app, so the app need not ask again. */
export interface AppStartData {
  user?: TCurrentUser;
  appInfo?: TAppInfo;
}

/** The screens' names load after the first screen: nothing on it waits for the tab's title. */
const loadPageNames = () => import('./routes/page-names');

/** Every screen's tab title, '{page name} · {product name}' ('QR Codes · PrintHub'), set on each navigation. */
function DocumentTitle() {
  const appName = useAppName();
  const { pathname, search } = useLocation();
  useEffect(() => {
    let current = true;
    loadPageNames().then(
      ({ pageNameFor }) => {
        if (current) document.title = documentTitle(pageNameFor(pathname, search), appName);
      },
      (error: unknown) => console.error('Could not load the page names', error),
    );
    return () => {
      current = false;
    };
  }, [appName, pathname, search]);
  return null;
}

/** The app's query cache, holding what the sign-in screen handed over. */
export function createAppQueryClient(startData?: AppStartData): QueryClient {
  const client = createQueryClient();
  if (startData?.user) client.setQueryData(currentUserQueryOptions().queryKey, startData.user);
  if (startData?.appInfo) client.setQueryData(appInfoQueryOptions().queryKey, startData.appInfo);
  return client;
}

/**
 * The signed-in app and the public screens: router, query cache and snackbars. The entry loads it lazily and
 * passes the query cache it has already started the route's requests in (app-entry.tsx).
 */
export function App({
  startData,
  queryClient: given,
}: {
  startData?: AppStartData;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createAppQueryClient(startData));
  return (
    <AppDataProviders queryClient={queryClient}>
      <BrowserRouter>
        <DocumentTitle />
        <AppRoutes />
      </BrowserRouter>
    </AppDataProviders>
  );
}
