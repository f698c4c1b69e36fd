/**
 * Where notices go so that they never cover the menu (docs/decisions.md, "Notices"): toasts at the top right
 * under the top bar, snackbars at the bottom right, both beside the desktop drawer; on a phone the drawer
 * slides over the page, and it is drawn above the notices.
 * Plain numbers: the notice containers need no MUI.
 */

/** MUI's Toolbar height: 56 px on phones, 64 px from 600 px wide (its `sm` breakpoint). */
export const TOP_BAR_HEIGHT = { phone: 56, wide: 64, wideFrom: 600 } as const;

/** The gap between the top bar and the first toast. */
export const NOTICE_GAP = 8;

/** Notices stack at MUI's snackbar level: above dialogs (1300), so a dialog's notice shows. */
export const NOTICE_Z_INDEX = 1400;

/** The drawer on a phone (a temporary drawer) is drawn above the notices, under tooltips (1500). */
export const PHONE_DRAWER_Z_INDEX = 1450;

/**
 * react-toastify's container placed under the top bar (its own rule puts it at the window's top): the bar's
 * height and NOTICE_GAP. The clamp is a breakpoint without a media query: below 600 px wide it gives 56 px,
 * from 600 px 64 px (TOP_BAR_HEIGHT; written out, a literal is the smallest code).
 */
export const TOAST_CONTAINER_STYLE = {
  top: 'calc(clamp(56px, (100vw - 599px) * 1000, 64px) + 8px + env(safe-area-inset-top))',
  zIndex: NOTICE_Z_INDEX,
};
