/**
 * The colour scheme: light, dark, or the system's (the default). The choice is kept in local storage under
 * MUI's own key, and the scheme shown is written on <html> as `data-mui-color-scheme`. public/color-scheme.js
 * does the same before the first paint (a classic script, so it runs before anything renders), and MUI's
 * ThemeProvider takes over from there: the two must agree on the key, the attribute and the values.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
export const COLOR_MODE_STORAGE_KEY = 'mui-mode';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const COLOR_MODE_LABELS: Record<ColorMode, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};
