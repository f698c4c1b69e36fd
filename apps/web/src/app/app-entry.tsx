import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App, type AppStartData } from './app';
import { ThemeRoot } from './theme-root';

/** Mounts the app (every start but the sign-in screen's, and after signing in). main.ts loads it lazily. */
export function mountApp(element: HTMLElement, startData?: AppStartData): void {
  createRoot(element).render(
    <StrictMode>
      <ThemeRoot>
        <App startData={startData} />
      </ThemeRoot>
    </StrictMode>,
  );
}
