import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZOrderPage, type TOrderPage } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { LIST_ORDERINGS } from '@/lib/list-orderings';
import { staffUserKeys } from '@/lib/query-keys';

import type { ListView, ListViewOptions } from '@/lib/list-params';

/** Open: every status but delivered; delivered: the orders they brought to the customer. */
export type StaffOrdersKind = 'open' | 'delivered';

/** Each section's rows per page unless its URL says otherwise. */
export const STAFF_ORDERS_PAGE_SIZE = 10;

/**
 * Each section's view in the URL, under its own names (`open_page`, `open_page_size`, `open_ordering`,
 * `delivered_page`, …), so that both can be paged and sorted apart, and bookmarked together.
 */
export const STAFF_ORDERS_VIEWS: Record<StaffOrdersKind, ListViewOptions> = {
  open: { orderingFields: LIST_ORDERINGS.orders, defaultPageSize: STAFF_ORDERS_PAGE_SIZE, prefix: 'open_' },
  delivered: {
    orderingFields: LIST_ORDERINGS.orders,
    defaultPageSize: STAFF_ORDERS_PAGE_SIZE,
    prefix: 'delivered_',
  },
};

/** One page of a section: limit/offset and the ordering (none: the API's newest first). */
export interface StaffOrdersPageQuery {
  limit: number;
  offset: number;
  ordering?: string;
}

/** A section's page from its view (the sections have no search). */
export const staffOrdersPageQuery = ({ page, pageSize, ordering }: ListView): StaffOrdersPageQuery => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
  ...(ordering ? { ordering } : {}),
});

/** GET /api/my_orders/?assigned_user=N: a page of a staff user's orders, as a super admin sees them. */
export const getStaffUserOrders = (
  staffUserId: number,
  kind: StaffOrdersKind,
  page: StaffOrdersPageQuery,
  signal?: AbortSignal,
): Promise<TOrderPage> =>
  api.get(API.myOrders, {
    query: {
      assigned_user: staffUserId,
      ...(kind === 'open' ? { exclude_status: 'delivered' } : { status: 'delivered' }),
      ...page,
    },
    schema: ZOrderPage,
    signal,
  });

export const staffUserOrdersQueryOptions = (
  staffUserId: number,
  kind: StaffOrdersKind,
  page: StaffOrdersPageQuery,
) =>
  queryOptions({
    queryKey: staffUserKeys.orders(staffUserId, kind, page),
    queryFn: ({ signal }) => getStaffUserOrders(staffUserId, kind, page, signal),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useStaffUserOrders = (staffUserId: number, kind: StaffOrdersKind, page: StaffOrdersPageQuery) =>
  useQuery(staffUserOrdersQueryOptions(staffUserId, kind, page));
