import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZOrderPage, type TOrderPage } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { staffUserKeys } from '../query-keys';

/** Open: every status but delivered; delivered: the orders they brought to the customer. */
export type StaffOrdersKind = 'open' | 'delivered';

/** The most orders of each kind the screen shows (the API's page limit); the count says if there are more. */
export const STAFF_ORDERS_SHOWN = 100;

/** GET /api/my_orders/?assigned_user=N: a staff user's orders, as a super admin sees them, newest first. */
export const getStaffUserOrders = (
  staffUserId: number,
  kind: StaffOrdersKind,
  signal?: AbortSignal,
): Promise<TOrderPage> =>
  api.get(API.myOrders, {
    query: {
      assigned_user: staffUserId,
      ...(kind === 'open' ? { exclude_status: 'delivered' } : { status: 'delivered' }),
      limit: STAFF_ORDERS_SHOWN,
    },
    schema: ZOrderPage,
    signal,
  });

export const staffUserOrdersQueryOptions = (staffUserId: number, kind: StaffOrdersKind) =>
  queryOptions({
    queryKey: [...staffUserKeys.all, 'orders', staffUserId, kind],
    queryFn: ({ signal }) => getStaffUserOrders(staffUserId, kind, signal),
  });

export const useStaffUserOrders = (staffUserId: number, kind: StaffOrdersKind) =>
  useQuery(staffUserOrdersQueryOptions(staffUserId, kind));
