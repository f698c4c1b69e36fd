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

import { SCREEN_CHUNKS } from './screen-chunks';

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
 * The staff path's screens (both roles have them), each with what it asks for as it first renders: the chunk
 * of its code and its queries, with the very options and keys the screen uses (so it finds them in the cache,
 * loaded or on their way). Other screens load as before, when their route renders.
 */
function routeWork(
  queryClient: QueryClient,
  pathname: string,
  search: string,
  user: ExpectedUser,
): { chunk?: () => Promise<unknown>; queries: Array<() => Promise<void>> } {
  if (matchPath('/dashboard', pathname)) {
    return {
      chunk: SCREEN_CHUNKS.dashboard,
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
    if (id === null) return { chunk: SCREEN_CHUNKS.orderDetail, queries: [] };
    return {
      chunk: SCREEN_CHUNKS.orderDetail,
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
    if (!request.ok) return { chunk: SCREEN_CHUNKS.orderList, queries: [] };
    return {
      chunk: SCREEN_CHUNKS.orderList,
      queries: [() => queryClient.prefetchQuery(orderPageQueryOptions(request.path, request.query))],
    };
  }
  return { queries: [] };
}

/**
 * Before the app's first render: asks at once, side by side, for everything the signed-in screen at
 * `location` will wait for, instead of one after another as each arrives (the profile, then the screen's
 * chunk once the route map knows the role, then its data once its code runs). The profile and the product
 * name are asked for here too; the route's data does not wait for the profile (a 401 on either still ends
 * on the sign-in screen, through the API client). Nothing is asked for without a stored token.
 */
export function prefetchRoute(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
  user: ExpectedUser = storedUser(),
): void {
  if (!getToken()) return;
  const { chunk, queries } = routeWork(queryClient, pathname, search, user);
  // The data first: the browser sends six requests at a time to a server, in the order asked, and the
  // screen's code is a few dozen files.
  for (const query of queries) void query();
  void queryClient.prefetchQuery(currentUserQueryOptions());
  void queryClient.prefetchQuery(appInfoQueryOptions());
  // A chunk that fails to load here fails again when its route renders, which shows the error and a retry.
  chunk?.().catch(() => undefined);
}
