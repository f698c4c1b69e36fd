/**
 * The chunks of the staff path's screens (both roles have them), loadable before their route renders
 * (route-prefetch.ts). screens.ts loads the same modules (a module is fetched once, however often it is
 * imported). On a signed-in start, index.html's bootstrap asks for them with the page itself, with the app's
 * code (`modulepreload` links; the build lists each route's scripts from SCREEN_SOURCES: vite.config.ts).
 */
export const SCREEN_CHUNKS = {
  dashboard: () => import('@/features/dashboard/components/dashboard-page'),
  orderList: () => import('@/features/orders/components/order-list-page'),
  orderDetail: () => import('@/features/orders/components/order-detail-page'),
};

export type ScreenName = keyof typeof SCREEN_CHUNKS;

/** Each screen chunk's source, as the build's manifest names it (the build fails if one is not a chunk). */
export const SCREEN_SOURCES: Readonly<Record<ScreenName, string>> = {
  dashboard: 'src/features/dashboard/components/dashboard-page.tsx',
  orderList: 'src/features/orders/components/order-list-page.tsx',
  orderDetail: 'src/features/orders/components/order-detail-page.tsx',
};
