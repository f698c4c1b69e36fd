/**
 * Toast notices (they close after 5 s, at the top right). react-toastify and its container load
 * on the first notice (or `toast.preload()`), so the sign-in screen carries none of it until it has
 * something to say.
 */
import { onDemand } from './on-demand';

type ToastKind = 'success' | 'error' | 'warning' | 'info';

const loadToasts = onDemand(() => import('./toast-host').then((module) => module.mountToastHost()));

function show(kind: ToastKind, message: string): void {
  loadToasts().then(
    (toaster) => toaster[kind](message),
    (error: unknown) => console.error(`Could not show the notice "${message}"`, error),
  );
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
  /** Loads the toast code ahead of the first notice (the signed-in app does this once it is up). */
  preload: (): void => {
    loadToasts().catch((error: unknown) => console.error('Could not load toast notices', error));
  },
};
