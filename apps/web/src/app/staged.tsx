import { StrictMode, startTransition, useEffect, useState, type ReactNode } from 'react';

import { NoticeHost } from '@/lib/notices';

import { createRoot } from './react-dom-client';
import { ThemeRoot } from './theme-root';

import type { Root } from 'react-dom/client';

/**
 * The first render in two commits, each in a task of its own: first the theme (and, where the page does not
 * have them already, its global styles: its CSS variables for both schemes and the baseline; the build
 * writes them into index.html, theme-sheet.tsx) under the same "Loading…" line as index.html, then the
 * screen. One commit of both held the main thread for over 200 ms on Lighthouse's mobile profile (4× slower
 * CPU): split, neither blocks as long.
 */
export function Staged({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  if (ready) return children;
  return (
    <p role="status" style={{ fontFamily: 'sans-serif', textAlign: 'center', marginTop: '4rem' }}>
      Loading…
    </p>
  );
}

/**
 * Mounts a small bundle's screen: themed, staged as above, and its first render a transition, so that React
 * yields to the browser every few milliseconds instead of holding the main thread for the whole tree (a long
 * task on a slow phone).
 */
export function mountStaged(element: HTMLElement, screen: ReactNode): Root {
  const root = createRoot(element);
  startTransition(() => {
    root.render(
      <StrictMode>
        <ThemeRoot>
          <Staged>{screen}</Staged>
          <NoticeHost />
        </ThemeRoot>
      </StrictMode>,
    );
  });
  return root;
}
