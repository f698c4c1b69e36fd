/**
 * The public screens' bundle (welcome, 404, 500, print detail), built on its own like the sign-in bundle
 * (vite.config.ts, `--mode public`): a visit that starts at one of them loads only what that screen needs,
 * nothing of the back office (no router, query cache or shell). main.ts loads it.
 */
import { useEffect } from 'react';

import { PrintDetail } from '@/features/orders/components/print-detail';
import { NotFoundPage, ServerErrorPage } from '@/features/system/components/status-page';
import { WelcomeView } from '@/features/system/components/welcome-view';
import { appNameOf, documentTitle } from '@/lib/app-info-request';
import { useAppInfoRequest } from '@/lib/use-app-info-request';

import { adoptOpenBootRequests } from './routes/boot-requests';
import { mountStaged } from './staged';
import { PUBLIC_SCREEN_NAMES, type PublicScreen } from './start';

import type { Root } from 'react-dom/client';

function ScreenView({ screen, appName }: { screen: PublicScreen; appName: string }) {
  switch (screen.name) {
    case 'welcome':
      return <WelcomeView appName={appName} />;
    case 'notFound':
      return <NotFoundPage />;
    case 'serverError':
      return <ServerErrorPage />;
    case 'print':
      return <PrintDetail id={screen.id} />;
  }
}

function PublicScreenRoot({ screen }: { screen: PublicScreen }) {
  const appName = appNameOf(useAppInfoRequest());
  const pageName = PUBLIC_SCREEN_NAMES[screen.name];
  useEffect(() => {
    document.title = documentTitle(pageName, appName);
  }, [pageName, appName]);
  return <ScreenView screen={screen} appName={appName} />;
}

/** Draws `screen` (see mountStaged). */
export function mountPublic(element: HTMLElement, screen: PublicScreen): Root {
  // The product name and a print's details, which the page's bootstrap may have asked for already.
  adoptOpenBootRequests();
  return mountStaged(element, <PublicScreenRoot screen={screen} />);
}
