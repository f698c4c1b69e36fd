/**
 * Snackbar notices (hidden after 3 s, at most 3 shown). notistack and its provider load on the
 * first notice, or with `preloadSnackbars()` from the screens that use them.
 */
import { onDemand } from './on-demand';

type Variant = 'default' | 'success' | 'error' | 'warning' | 'info';

const loadSnackbars = onDemand(() => import('./snackbar-host').then((module) => module.mountSnackbarHost()));

export function enqueueSnackbar(message: string, options: { variant?: Variant } = {}): void {
  loadSnackbars().then(
    (enqueue) => enqueue(message, options),
    (error: unknown) => console.error(`Could not show the notice "${message}"`, error),
  );
}

export function preloadSnackbars(): void {
  loadSnackbars().catch((error: unknown) => console.error('Could not load snackbar notices', error));
}
