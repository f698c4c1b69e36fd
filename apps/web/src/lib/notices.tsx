/**
 * The app's one notice system (react-toastify): toasts close after 5 s at the top right; snackbars hide
 * after 3 s at the bottom right, at most 3 shown (the rest wait their turn). Each kind has a container of
 * its own, so the snackbars' limit leaves the toasts alone.
 */
import { toast as toastify, ToastContainer, type TypeOptions } from 'react-toastify';

import { NOTICE_Z_INDEX, TOAST_CONTAINER_STYLE } from './notice-placement';

export const TOAST_AUTO_CLOSE_MS = 5000;
export const SNACKBAR_AUTO_HIDE_MS = 3000;
export const SNACKBAR_MAX = 3;

const SNACKBARS = 'snackbars';

type Kind = Exclude<TypeOptions, 'default'>;
type Notices = Record<Kind, (message: string) => void>;

const notices = (show: (message: string, type: Kind) => void): Notices => ({
  success: (message) => show(message, 'success'),
  error: (message) => show(message, 'error'),
  warning: (message) => show(message, 'warning'),
  info: (message) => show(message, 'info'),
});

export const toast = notices((message, type) => void toastify(message, { type }));

export const snackbar = notices((message, type) => void toastify(message, { type, containerId: SNACKBARS }));

/** Both containers; mounted once, around the whole app. */
export function NoticeHost() {
  return (
    <>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        newestOnTop
        style={TOAST_CONTAINER_STYLE}
      />
      <ToastContainer
        containerId={SNACKBARS}
        position="bottom-right"
        autoClose={SNACKBAR_AUTO_HIDE_MS}
        limit={SNACKBAR_MAX}
        style={{ zIndex: NOTICE_Z_INDEX }}
      />
    </>
  );
}
