import { getStoredUser } from '@/lib/auth-storage';

import { orderQueryOptions } from './api/get-order';
import { orderFilesQueryOptions } from './api/get-order-files';
import { orderPageQueryOptions } from './api/get-orders';
import { buildOrderListRequest, ORDER_LISTS, orderListFor } from './list-config';
import { parseListUrlState } from './list-url-state';
import { parseOrderId } from './order-id';

import type { ScreenLoader } from '@/lib/query-client';

/** /order/:id's loader: the order and its files at once (the screen asks for the files once the order is there). */
export const orderLoader: ScreenLoader =
  (queryClient) =>
  ({ params }) => {
    const id = parseOrderId(params.id);
    if (getStoredUser() && id !== null) {
      void queryClient.prefetchQuery(orderQueryOptions(id));
      void queryClient.prefetchQuery(orderFilesQueryOptions(id));
    }
    return null;
  };

/** An order list's loader: the page, filters and sort of the URL, as the list screen reads them. */
export const orderListLoader: ScreenLoader =
  (queryClient) =>
  ({ request }) => {
    const user = getStoredUser();
    const url = new URL(request.url);
    const list = user && orderListFor(user.isSuperuser, url.pathname);
    if (!user || !list) return null;
    const wanted = buildOrderListRequest(ORDER_LISTS[list], parseListUrlState(url.searchParams), user.id);
    if (wanted.ok) void queryClient.prefetchQuery(orderPageQueryOptions(wanted.path, wanted.query));
    return null;
  };
