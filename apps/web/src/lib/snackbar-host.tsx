import { enqueueSnackbar, SnackbarProvider } from 'notistack';

import { mountInOwnRoot } from './own-root';

/** Snackbars hide after 3 s, at most 3 at once; at the bottom right,
 * beside the desktop drawer (not over it); notistack's own z-index is NOTICE_Z_INDEX (notice-placement.ts). */
export const SNACKBAR_AUTO_HIDE_MS = 3000;
export const SNACKBAR_MAX = 3;

/** Mounts the page's one snackbar provider, then hands out `enqueueSnackbar`. */
export function mountSnackbarHost(): typeof enqueueSnackbar {
  mountInOwnRoot(
    'snackbarHost',
    <SnackbarProvider
      maxSnack={SNACKBAR_MAX}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    />,
  );
  return enqueueSnackbar;
}
