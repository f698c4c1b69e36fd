import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the screen is a phone's: narrower than the theme's `sm` breakpoint. There lists show cards instead
 * of tables and fold their filters behind a button. Read on the first render (no server rendering here), so
 * a phone never draws the desktop layout first.
 */
export function usePhone(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}
