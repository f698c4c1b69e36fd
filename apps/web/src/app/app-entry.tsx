import { StrictMode, startTransition } from 'react';

import { App, createAppQueryClient, type AppStartData } from './app';
import { createRoot } from './react-dom-client';
import { prefetchRoute } from './routes/route-prefetch';
import { Staged } from './staged';
import { ThemeRoot } from './theme-root';

/**
 * Mounts the app (every start but the sign-in screen's, and after signing in). main.ts loads it lazily.
 * Before React renders, the screen the URL shows is asked for: its chunk, its data and the profile, all at
 * once (routes/route-prefetch.ts). The first render is a transition, staged as the small bundles' is
 * (staged.tsx): the theme in a commit of its own, then the app, and React yields to the browser while it
 * renders; one synchronous render and commit of both held a phone's main thread for ≈400 ms. React DOM's
 * client comes through react-dom-client.ts, which the build puts in React's chunk (vite.config.ts).
 */
export function mountApp(element: HTMLElement, startData?: AppStartData): void {
  const queryClient = createAppQueryClient(startData);
  const user = startData?.user;
  prefetchRoute(
    queryClient,
    window.location,
    user ? { id: user.id, isSuperuser: user.is_superuser } : undefined,
  );
  const root = createRoot(element);
  startTransition(() => {
    root.render(
      <StrictMode>
        <ThemeRoot>
          <Staged>
            <App startData={startData} queryClient={queryClient} />
          </Staged>
        </ThemeRoot>
      </StrictMode>,
    );
  });
}
