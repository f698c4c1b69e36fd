import { vi } from 'vitest';

/**
 * Makes the window answer media queries as a screen `width` px wide (jsdom has no `matchMedia`, so without
 * this every `useMediaQuery` reads false: the desktop table, the phone's drawer). Undo with
 * `vi.unstubAllGlobals()`.
 */
export function setScreenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (min !== null || max !== null) &&
      (!min || width >= Number(min[1])) &&
      (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
