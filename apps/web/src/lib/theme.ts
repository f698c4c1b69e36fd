import { createTheme, type Theme } from '@mui/material/styles';

import { COLOR_SCHEME_ATTRIBUTE } from './color-scheme';

export const DRAWER_WIDTH = 260;
export const PRIMARY_COLOR = '#388e3c';

/**
 * Light and dark, both with the specified green as the primary colour. The theme is written as CSS variables
 * under `html[data-mui-color-scheme="light|dark"]`: public/color-scheme.js sets that attribute before the first
 * paint (from the stored choice or the system's), and switching scheme swaps the variables, not the styles.
 *
 * The green only reaches 4.1:1 against white, short of the 4.5:1 that WCAG 2.1 AA asks of text. So:
 * - text drawn on a coloured fill (contained buttons, the top bar, chips) takes the dark contrast text
 *   wherever white would fall short of 4.5:1 (MUI's own recommendation for AA: contrastThreshold 4.5), in
 *   both schemes. A hovered contained button lightens instead of darkening, so that its dark text stays
 *   readable;
 * - text drawn in the primary colour on the page (links, text and outlined buttons, a selected toggle, the
 *   label of the focused field) uses a shade of the same green that contrasts with the page: the darker one
 *   (7:1 on white) in light, the lighter one (over 6:1 on the dark background and papers) in dark.
 */
const schemePalette = { primary: { main: PRIMARY_COLOR }, contrastThreshold: 4.5 };

/** The primary colour as text on the page: a CSS variable that each scheme sets (MuiCssBaseline below). */
const PRIMARY_TEXT = 'var(--primary-text)';
const primaryText = { color: PRIMARY_TEXT };

let created: Theme | undefined;

/**
 * Made on first use (the first render), not as the module loads: creating a theme with CSS variables for two
 * schemes is the biggest single piece of work in starting the page (a third of the scripts' evaluation on
 * Lighthouse's mobile profile), and kept apart from loading the scripts it no longer adds to that long task.
 */
export function getTheme(): Theme {
  created ??= makeTheme();
  return created;
}

const makeTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: { palette: schemePalette },
      dark: { palette: { ...schemePalette, primary: { main: PRIMARY_COLOR, light: '#81c784' } } },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':root': { '--primary-text': 'var(--mui-palette-primary-dark)' },
          [`:root[${COLOR_SCHEME_ATTRIBUTE}="dark"]`]: {
            '--primary-text': 'var(--mui-palette-primary-light)',
          },
        },
      },
      MuiLink: {
        styleOverrides: {
          root: {
            variants: [
              { props: { color: 'primary' }, style: { ...primaryText, textDecorationColor: 'currentColor' } },
            ],
          },
        },
      },
      MuiButton: {
        styleOverrides: {
          root: {
            variants: [
              {
                props: { color: 'primary' },
                style: {
                  '--variant-textColor': PRIMARY_TEXT,
                  '--variant-outlinedColor': PRIMARY_TEXT,
                  // The dark contrast text would be unreadable on the default (darker) hover fill.
                  '@media (hover: hover)': {
                    '&:hover': { '--variant-containedBg': 'var(--mui-palette-primary-light)' },
                  },
                },
              },
            ],
          },
        },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: { variants: [{ props: { color: 'primary' }, style: { '&.Mui-selected': primaryText } }] },
        },
      },
      MuiFormLabel: {
        styleOverrides: {
          root: { variants: [{ props: { color: 'primary' }, style: { '&.Mui-focused': primaryText } }] },
        },
      },
    },
  });

// The theme is made with CSS variables (`cssVariables` above): MUI's types say so once declared, which gives
// ThemeProvider its CSS-variable props (ThemeRoot's `disableStyleSheetGeneration`).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
