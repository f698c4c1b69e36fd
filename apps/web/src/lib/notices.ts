/**
 * The app's one notice system (react-toastify): toasts close after 5 s at the top right; snackbars hide
 * after 3 s at the bottom right, at most 3 shown (the rest wait their turn). Each kind has a container of
 * its own, so the snackbars' limit leaves the toasts alone. react-toastify is not in any screen's code: it
 * loads with the containers (NoticeHost, lazily after the app's first render), and `toast`/`snackbar` reach
 * it through that same chunk.
 */
import type { TypeOptions } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 5000;
export const SNACKBAR_AUTO_HIDE_MS = 3000;
export const SNACKBAR_MAX = 3;

export const SNACKBARS = 'snackbars';

type Kind = Exclude<TypeOptions, 'default'>;
type Notices = Record<Kind, (message: string) => void>;

let containersMounted = () => {};
/**
 * Resolved once NoticeHost's two containers are mounted: react-toastify hands a notice raised before then to
 * the container that mounts first only (a snackbar would be lost), so every notice waits for both.
 */
const containersReady = new Promise<void>((resolve) => {
  containersMounted = resolve;
});

/** NoticeHost calls it once its containers are mounted. */
export const noticeContainersMounted = () => containersMounted();

const show = (message: string, type: Kind, containerId?: string) =>
  void containersReady
    .then(() => import('react-toastify'))
    .then(({ toast }) => toast(message, { type, containerId }));

const notices = (containerId?: string): Notices => ({
  success: (message) => show(message, 'success', containerId),
  error: (message) => show(message, 'error', containerId),
  warning: (message) => show(message, 'warning', containerId),
  info: (message) => show(message, 'info', containerId),
});

export const toast = notices();

export const snackbar = notices(SNACKBARS);
