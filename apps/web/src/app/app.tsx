import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';

import { appInfoQueryOptions, useAppName } from '@/lib/app-info';
import { currentUserQueryOptions } from '@/lib/current-user';
import { createQueryClient } from '@/lib/query-client';

import { AppRoutes } from './app-routes';
import { AppDataProviders } from './providers';

import type { TAppInfo, TCurrentUser } from '@printhub/contract';

/** What the sign-in screen already knows when it hands over to the app, so the app need not ask again. */
export interface AppStartData {
  user?: TCurrentUser;
  appInfo?: TAppInfo;
}

function DocumentTitle() {
  const appName = useAppName();
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return null;
}

/** The signed-in app and the public screens: router, query cache and snackbars. The entry loads it lazily. */
export function App({ startData }: { startData?: AppStartData }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (startData?.user) client.setQueryData(currentUserQueryOptions().queryKey, startData.user);
    if (startData?.appInfo) client.setQueryData(appInfoQueryOptions().queryKey, startData.appInfo);
    return client;
  });
  return (
    <AppDataProviders queryClient={queryClient}>
      <DocumentTitle />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppDataProviders>
  );
}
