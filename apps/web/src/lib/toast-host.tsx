import { toast, ToastContainer } from 'react-toastify';

import { mountInOwnRoot } from './own-root';

/** Toasts close after 5 s at the top right. */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** Mounts the page's one toast container, then hands out `toast`. */
export function mountToastHost(): typeof toast {
  mountInOwnRoot(
    'toastHost',
    <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />,
  );
  return toast;
}
