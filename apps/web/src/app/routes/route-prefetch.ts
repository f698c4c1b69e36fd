import { matchPath } from 'react-router';

import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { staffDashboardQueryOptions } from '@/features/dashboard/api/get-staff-dashboard';
import { orderQueryOptions } from '@/features/orders/api/get-order';
import { orderFilesQueryOptions } from '@/features/orders/api/get-order-files';
import { orderPageQueryOptions } from '@/features/orders/api/get-orders';
import { buildOrderListRequest, ORDER_LIST_ROUTES, ORDER_LISTS } from '@/features/orders/list-config';
import { parseListUrlState } from '@/features/orders/list-url-state';
import { parseOrderId } from '@/features/orders/order-id';
import { appInfoQueryOptions } from '@/lib/app-info';
import { getStoredUserId, getToken, STORAGE_KEYS } from '@/lib/auth-storage';
import { currentUserQueryOptions } from '@/lib/current-user';

import { adoptBootRequests } from './boot-requests';
import { SCREEN_CHUNKS, type ScreenName } from './screen-chunks';

import type { QueryClient } from '@tanstack/react-query';

/** Who the app expects to be signed in before the profile answers: the user as stored at sign-in. */
export interface ExpectedUser {
  id: number | null;
  isSuperuser: boolean;
}

export function storedUser(): ExpectedUser {
  return { id: getStoredUserId(), isSuperuser: localStorage.getItem(STORAGE_KEYS.isSuperuser) === 'true' };
}

/**
 * The staff path's screens (both roles have them), as route patterns, with the screen each shows: the paths
 * whose chunk and data are asked for before the first render (below), and whose code and data the page
 * itself asks for (vite.config.ts builds both from this list: boot-plan.ts).
 */
export const PREFETCHED_ROUTES: ReadonlyArray<{ pattern: string; screen: ScreenName }> = [
  { pattern: '/dashboard', screen: 'dashboard' },
  { pattern: '/order/:id', screen: 'orderDetail' },
  ...[
    ...new Set([...Object.keys(ORDER_LIST_ROUTES.staff), ...Object.keys(ORDER_LIST_ROUTES.superAdmin)]),
  ].map((pattern) => ({ pattern, screen: 'orderList' as const })),
];

/**
 * What the screen at a path asks for as it first renders: its chunk and its queries, with the very options
 * and keys the screen uses (so it finds them in the cache, loaded or on their way). Other screens load as
 * before, when their route renders.
 */
function routeWork(
  queryClient: QueryClient,
  pathname: string,
  search: string,
  user: ExpectedUser,
): { screen?: ScreenName; queries: Array<() => Promise<void>> } {
  if (matchPath('/dashboard', pathname)) {
    return {
      screen: 'dashboard',
      queries: [
        user.isSuperuser
          ? () => queryClient.prefetchQuery(dashboardQueryOptions())
          : () => queryClient.prefetchQuery(staffDashboardQueryOptions()),
      ],
    };
  }
  const order = matchPath('/order/:id', pathname);
  if (order) {
    const id = parseOrderId(order.params.id);
    if (id === null) return { screen: 'orderDetail', queries: [] };
    return {
      screen: 'orderDetail',
      queries: [
        () => queryClient.prefetchQuery(orderQueryOptions(id)),
        // The screen asks for the files once the order is there; both are asked for at once here.
        () => queryClient.prefetchQuery(orderFilesQueryOptions(id)),
      ],
    };
  }
  const lists = user.isSuperuser ? ORDER_LIST_ROUTES.superAdmin : ORDER_LIST_ROUTES.staff;
  const list = Object.hasOwn(lists, pathname) ? lists[pathname] : undefined;
  if (list) {
    // The page, filters and sort of the URL, as the list screen reads them.
    const request = buildOrderListRequest(
      ORDER_LISTS[list],
      parseListUrlState(new URLSearchParams(search)),
      user.id,
    );
    if (!request.ok) return { screen: 'orderList', queries: [] };
    return {
      screen: 'orderList',
      queries: [() => queryClient.prefetchQuery(orderPageQueryOptions(request.path, request.query))],
    };
  }
  return { queries: [] };
}

/**
 * Asks for the data of the signed-in screen at `location`, side by side: the screen's queries first (the
 * browser sends six requests at a time to a server, in the order asked, and the screen's code is a few dozen
 * files), then the profile and the product name. Returns the screen it found, if any. Nothing is asked for
 * without a stored token. Also run at build time, to learn which requests the page may start itself
 * (boot-plan.ts).
 */
export function prefetchRouteData(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
  user: ExpectedUser = storedUser(),
): ScreenName | undefined {
  if (!getToken()) return undefined;
  const { screen, queries } = routeWork(queryClient, pathname, search, user);
  for (const query of queries) void query();
  void queryClient.prefetchQuery(currentUserQueryOptions());
  void queryClient.prefetchQuery(appInfoQueryOptions());
  return screen;
}

/**
 * Before the app's first render: asks at once, side by side, for everything the signed-in screen at
 * `location` will wait for, instead of one after another as each arrives (the profile, then the screen's
 * chunk once the route map knows the role, then its data once its code runs). The route's data does not wait
 * for the profile (a 401 on either still ends on the sign-in screen, through the API client). What the page
 * itself already asked for (boot-requests.ts) is taken from there, not asked for again.
 */
export function prefetchRoute(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
  user: ExpectedUser = storedUser(),
): void {
  adoptBootRequests(user);
  const screen = prefetchRouteData(queryClient, location, user);
  // A chunk that fails to load here fails again when its route renders, which shows the error and a retry.
  if (screen) SCREEN_CHUNKS[screen]().catch(() => undefined);
}
