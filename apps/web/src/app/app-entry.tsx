import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App, createAppQueryClient, type AppStartData } from './app';
import { prefetchRoute } from './routes/route-prefetch';
import { ThemeRoot } from './theme-root';

/**
 * Mounts the app (every start but the sign-in screen's, and after signing in). main.ts loads it lazily.
 * Before React renders, the screen the URL shows is asked for: its chunk, its data and the profile, all at
 * once (routes/route-prefetch.ts).
 */
export function mountApp(element: HTMLElement, startData?: AppStartData): void {
  const queryClient = createAppQueryClient(startData);
  const user = startData?.user;
  prefetchRoute(
    queryClient,
    window.location,
    user ? { id: user.id, isSuperuser: user.is_superuser } : undefined,
  );
  createRoot(element).render(
    <StrictMode>
      <ThemeRoot>
        <App startData={startData} queryClient={queryClient} />
      </ThemeRoot>
    </StrictMode>,
  );
}
