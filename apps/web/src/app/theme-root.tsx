import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';

import { COLOR_MODE_STORAGE_KEY } from '@/lib/color-scheme';
import { getTheme } from '@/lib/theme';

import type { ReactNode } from 'react';

/** The MUI theme and baseline styles; the colour scheme read at the first render, as color-scheme.js did. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={getTheme()} defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY} noSsr>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
