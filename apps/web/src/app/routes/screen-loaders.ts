import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard';
import { staffDashboardQueryOptions } from '@/features/dashboard/api/get-staff-dashboard';
import { orderQueryOptions } from '@/features/orders/api/get-order';
import { orderFilesQueryOptions } from '@/features/orders/api/get-order-files';
import { orderPageQueryOptions } from '@/features/orders/api/get-orders';
import { buildOrderListRequest, ORDER_LISTS, orderListFor } from '@/features/orders/list-config';
import { parseListUrlState } from '@/features/orders/list-url-state';
import { parseOrderId } from '@/features/orders/order-id';
import { getStoredUserId, getToken, STORAGE_KEYS } from '@/lib/auth-storage';

import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/** A screen's loader starts its first queries while its chunk loads, never waiting: the screen shows both. */
export type ScreenLoader = (queryClient: QueryClient) => (args: LoaderFunctionArgs) => null;

/** Who signed in, as stored at sign-in: what the loaders go by before the profile has answered. */
function storedUser() {
  if (!getToken()) return null;
  return { id: getStoredUserId(), isSuperuser: localStorage.getItem(STORAGE_KEYS.isSuperuser) === 'true' };
}

export const dashboardLoader: ScreenLoader = (queryClient) => () => {
  const user = storedUser();
  if (user?.isSuperuser) void queryClient.prefetchQuery(dashboardQueryOptions());
  else if (user) void queryClient.prefetchQuery(staffDashboardQueryOptions());
  return null;
};

export const orderLoader: ScreenLoader =
  (queryClient) =>
  ({ params }) => {
    const id = parseOrderId(params.id);
    if (storedUser() && id !== null) {
      void queryClient.prefetchQuery(orderQueryOptions(id));
      // The screen asks for the files once the order is there; both are asked for at once here.
      void queryClient.prefetchQuery(orderFilesQueryOptions(id));
    }
    return null;
  };

export const orderListLoader: ScreenLoader =
  (queryClient) =>
  ({ request }) => {
    const user = storedUser();
    const url = new URL(request.url);
    const list = user && orderListFor(user.isSuperuser, url.pathname);
    if (!user || !list) return null;
    // The page, filters and sort of the URL, as the list screen reads them.
    const wanted = buildOrderListRequest(ORDER_LISTS[list], parseListUrlState(url.searchParams), user.id);
    if (wanted.ok) void queryClient.prefetchQuery(orderPageQueryOptions(wanted.path, wanted.query));
    return null;
  };
