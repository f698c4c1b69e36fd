/**
 * Where notices go so that they never cover the menu (docs/decisions.md, "Notices"): toasts at the top right
 * under the top bar and the page's heading, snackbars at the bottom right, both beside the desktop drawer;
 * on a phone the drawer slides over the page, and it is drawn above the notices.
 * Plain numbers: the notice containers need no MUI.
 */

/** Notices stack at MUI's snackbar level: above dialogs (1300), so a dialog's notice shows. */
export const NOTICE_Z_INDEX = 1400;

/** The drawer on a phone (a temporary drawer) is drawn above the notices, under tooltips (1500). */
export const PHONE_DRAWER_Z_INDEX = 1450;

/**
 * react-toastify's container (its own rule puts it at the window's top) placed under the top bar and the
 * page's heading, whose buttons (Refresh, Export CSV, …) sit at its right end, where the toasts are. From
 * 600 px wide: the bar (64 px), the page's top padding (24 px; 16 px below 900 px wide), one row of buttons
 * (37 px) and a gap (8 px): 133 px. Below 600 px the bar is 56 px and the buttons wrap under the title
 * (32 px and a 16 px gap): 165 px. The clamp is that breakpoint without a media query (written out, a
 * literal is the smallest code).
 */
export const TOAST_CONTAINER_STYLE = {
  top: 'calc(clamp(133px, (599.5px - 100vw) * 1000, 165px) + env(safe-area-inset-top))',
  zIndex: NOTICE_Z_INDEX,
};
