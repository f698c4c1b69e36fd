/**
 * The chunks of the staff path's screens (both roles have them), loadable before their route renders. No
 * imports but the screens' own, so that the page's entry (main.ts) can start the one the URL shows while the
 * app's code is still on its way, instead of after it: screens.ts loads the same modules (a module is
 * fetched once, however often it is imported), and route-prefetch.ts starts the data.
 */
export const SCREEN_CHUNKS = {
  dashboard: () => import('@/features/dashboard/components/dashboard-page'),
  orderList: () => import('@/features/orders/components/order-list-page'),
  orderDetail: () => import('@/features/orders/components/order-detail-page'),
};

/** The order lists of both roles (/assigned_orders, /subscription_total_orders, …): one screen. */
const ORDER_LIST_PATH = /^\/[a-z_]+_orders$/;

/** The screen chunk the path shows, if it is one of the staff path's, or null. */
export function screenChunkFor(pathname: string): (() => Promise<unknown>) | null {
  if (pathname === '/dashboard') return SCREEN_CHUNKS.dashboard;
  if (/^\/order\/[^/]+$/.test(pathname)) return SCREEN_CHUNKS.orderDetail;
  if (ORDER_LIST_PATH.test(pathname)) return SCREEN_CHUNKS.orderList;
  return null;
}

/** Starts loading the screen the path shows (see screenChunkFor); a failure shows when the route renders. */
export function preloadScreen(pathname: string): void {
  screenChunkFor(pathname)?.().catch(() => undefined);
}
