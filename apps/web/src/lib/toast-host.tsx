import { toast, ToastContainer } from 'react-toastify';

import { TOAST_CONTAINER_STYLE } from './notice-placement';
import { mountInOwnRoot } from './own-root';

/** Toasts close after 5 s at the top right, under the top bar (never over the menu). */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** Mounts the page's one toast container, then hands out `toast`. */
export function mountToastHost(): typeof toast {
  mountInOwnRoot(
    'toastHost',
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      style={TOAST_CONTAINER_STYLE}
    />,
  );
  return toast;
}
