import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

import type { ReactNode } from 'react';

const mounted = new Set<{ root: Root; element: HTMLElement }>();

/** Renders `node` into a new element at the end of <body>, at once: for notice containers loaded on demand. */
export function mountInOwnRoot(name: string, node: ReactNode): void {
  const element = document.createElement('div');
  element.dataset[name] = '';
  document.body.append(element);
  const root = createRoot(element);
  flushSync(() => root.render(node));
  mounted.add({ root, element });
}

/** Removes every such root (the unit tests do this after each test, with `forgetOnDemand`). */
export function unmountOwnRoots(): void {
  for (const entry of mounted) {
    entry.root.unmount();
    entry.element.remove();
  }
  mounted.clear();
}
