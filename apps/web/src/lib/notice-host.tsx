import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';

import { NOTICE_Z_INDEX, TOAST_CONTAINER_STYLE } from './notice-placement';
import {
  noticeContainersMounted,
  SNACKBAR_AUTO_HIDE_MS,
  SNACKBAR_MAX,
  SNACKBARS,
  TOAST_AUTO_CLOSE_MS,
} from './notices';

/** Both notice containers (see notices.ts); mounted once, around the whole app. */
export function NoticeHost() {
  // After the containers' own effects, which register them with react-toastify.
  useEffect(noticeContainersMounted, []);
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
