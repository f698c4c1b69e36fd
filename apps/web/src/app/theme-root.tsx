import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';

import { COLOR_MODE_STORAGE_KEY } from '@/lib/color-scheme';
import { getTheme } from '@/lib/theme';

import type { ReactNode } from 'react';

/** The attribute of index.html's `<style>` holding the theme's global styles, written by the build. */
export const THEME_SHEET_ATTRIBUTE = 'data-theme-sheet';

/**
 * Whether the page already has the theme's global styles (the build writes them into index.html:
 * theme-sheet.tsx). Under the dev server and in tests it has not, and ThemeRoot inserts them itself.
 */
export const prebuiltThemeSheet = (): boolean =>
  typeof document !== 'undefined' && document.head.querySelector(`style[${THEME_SHEET_ATTRIBUTE}]`) !== null;

/**
 * The MUI theme and baseline styles: once, around everything the page shows (sign-in screen or app). The
 * colour scheme is read at the first render (`noSsr`), as public/color-scheme.js already showed it. The
 * global styles (the schemes' CSS variables, the baseline) are inserted here only when the page does not
 * have them already (`prebuilt`).
 */
export function ThemeRoot({
  children,
  prebuilt = prebuiltThemeSheet(),
}: {
  children: ReactNode;
  prebuilt?: boolean;
}) {
  return (
    <ThemeProvider
      theme={getTheme()}
      defaultMode="system"
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      noSsr
      disableStyleSheetGeneration={prebuilt}
    >
      {prebuilt ? null : <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
