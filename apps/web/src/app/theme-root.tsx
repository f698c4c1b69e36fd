import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';

import { COLOR_MODE_STORAGE_KEY } from '@/lib/color-scheme';
import { getTheme } from '@/lib/theme';

import type { ReactNode } from 'react';

/**
 * The MUI theme and baseline styles, around everything the page shows. The colour scheme is read at the
 * first render (`noSsr`), as public/color-scheme.js already showed it.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={getTheme()} defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY} noSsr>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
