import { useEffect } from 'react';

import { documentTitle, useAppName } from './app-info';

/** The name a screen gave its tab while it shows something else than its route says (a record not found). */
let screenName: string | null = null;

/** The shown screen's own name for the tab, if it gave one (useTabTitle). */
export const screenTabName = (): string | null => screenName;

/**
 * Names the browser tab after what the screen shows, while it shows it: 'Order not found · PrintHub' rather
 * than the route's 'Order #12'. The signed-in layout, which names the tab on each navigation (after the
 * screen's effects have run), keeps this name; leaving the state gives the tab back its previous title.
 * (A public screen's state comes after its navigation's title: the public entry stays as small as it is.)
 */
export function useTabTitle(name: string): void {
  const appName = useAppName();
  useEffect(() => {
    const previous = document.title;
    screenName = name;
    document.title = documentTitle(name, appName);
    return () => {
      screenName = null;
      document.title = previous;
    };
  }, [name, appName]);
}
