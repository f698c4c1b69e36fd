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

/**
 * What the app loads by itself as soon as its shell is up, which can be before the screen's own code has all
 * arrived: the tab's title (app.tsx). On a
 * signed-in start the page asks for them with the screen's scripts, at the end of the list (boot-requests.ts).
 */
export const WITH_SCREEN_SOURCES: readonly string[] = ['src/app/routes/page-names.ts'];

/**
 * What each screen loads by itself once it has rendered, with no action by the user (a list's filters, after
 * the rows' first commit): the page asks for it after the screen's own scripts (boot-requests.ts), so that a
 * connection takes it only once every one of those has been sent, instead of the screen's code asking for it
 * after it has run, one more round trip after the rows.
 * e2e/tests/boot-requests.spec.ts fails if a screen loads a script that neither list names.
 */
export const AFTER_SCREEN_SOURCES: Readonly<Record<ScreenName, readonly string[]>> = {
  dashboard: [],
  orderList: ['src/features/orders/components/order-list-filters.tsx'],
  orderDetail: [],
};
