/**
 * The public screens' bundle (welcome, 404, 500, print detail), built on its own like the sign-in bundle
 * (vite.config.ts, `--mode public`): a visit that starts at one of them loads only what that screen needs,
 * nothing of the back office (no router, query cache or shell). main.ts loads it.
 */
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { PrintDetail } from '@/features/orders/components/print-detail';
import { NotFoundPage, ServerErrorPage } from '@/features/system/components/status-page';
import { WelcomeView } from '@/features/system/components/welcome-view';
import { appNameOf, documentTitle } from '@/lib/app-info-request';
import { useAppInfoRequest } from '@/lib/use-app-info-request';

import { Staged } from './staged';
import { PUBLIC_SCREEN_NAMES, type PublicScreen } from './start';
import { ThemeRoot } from './theme-root';

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

/**
 * Draws `screen`. The first render is a transition, so that React yields to the browser every few
 * milliseconds instead of holding the main thread for the whole tree (a long task on a slow phone).
 */
export function mountPublic(element: HTMLElement, screen: PublicScreen): Root {
  const root = createRoot(element);
  startTransition(() => {
    root.render(
      <StrictMode>
        <ThemeRoot>
          <Staged>
            <PublicScreenRoot screen={screen} />
          </Staged>
        </ThemeRoot>
      </StrictMode>,
    );
  });
  return root;
}
