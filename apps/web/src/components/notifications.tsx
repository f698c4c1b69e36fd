import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';

export { toast } from 'react-toastify';
export { enqueueSnackbar, useSnackbar } from 'notistack';

/** SPEC.md §9: toasts close after 5 s at the top right; snackbars hide after 3 s, at most 3 at once. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const SNACKBAR_AUTO_HIDE_MS = 3000;
export const SNACKBAR_MAX = 3;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider maxSnack={SNACKBAR_MAX} autoHideDuration={SNACKBAR_AUTO_HIDE_MS}>
      {children}
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </SnackbarProvider>
  );
}
