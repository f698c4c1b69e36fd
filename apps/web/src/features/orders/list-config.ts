import {
  API,
  ORDER_STATUSES,
  statusesExcludedBy,
  ZMyOrdersQuery,
  ZOrderListQuery,
  type TMyOrdersParams,
  type TOrderListParams,
  type TOrderStatus,
} from '@printhub/contract';

import type { OrderListUrlState } from './list-url-state';

type AllOrdersFilter = Pick<TOrderListParams, 'status' | 'exclude_order_type' | 'order_type'>;
type MyOrdersFilter = Pick<TMyOrdersParams, 'status' | 'exclude_status'>;

/**
 * One order list, declared as data: where it loads from, the fixed filter it always sends, and what the
 * screen offers. The one list screen reads this; nothing else differs between the eleven lists.
 */
export type OrderListConfig = {
  title: string;
  /** "New order" (an order taken at the counter) is offered: the print lists. */
  newOrder: boolean;
} & (
  | {
      /** GET /api/all-orders/ (super admin): with bulk moves and the CSV export. */
      source: 'all-orders';
      filter: AllOrdersFilter;
      bulkMove: true;
      exportCsv: true;
    }
  | {
      /** GET /api/my_orders/ (staff): always with assigned_user = the signed-in user. */
      source: 'my-orders';
      filter: MyOrdersFilter;
      bulkMove: false;
      exportCsv: false;
    }
);

const ORDINARY = { exclude_order_type: 'subscription' } as const;
const SUBSCRIPTION = { order_type: 'subscription' } as const;

const allOrders = (title: string, filter: AllOrdersFilter): OrderListConfig => ({
  title,
  newOrder: filter.order_type !== 'subscription',
  source: 'all-orders',
  filter,
  bulkMove: true,
  exportCsv: true,
});
const myOrders = (title: string, filter: MyOrdersFilter): OrderListConfig => ({
  title,
  newOrder: true,
  source: 'my-orders',
  filter,
  bulkMove: false,
  exportCsv: false,
});

export const ORDER_LISTS = {
  pending: allOrders('Pending Orders', { status: 'confirmed', ...ORDINARY }),
  assigned: allOrders('Assigned Orders', { status: 'assigned', ...ORDINARY }),
  completed: allOrders('Completed Orders', { status: 'delivered', ...ORDINARY }),
  total: allOrders('Total Orders', { ...ORDINARY }),
  'subscription-pending': allOrders('Subscription Pending Orders', { status: 'confirmed', ...SUBSCRIPTION }),
  'subscription-assigned': allOrders('Subscription Assigned Orders', { status: 'assigned', ...SUBSCRIPTION }),
  'subscription-completed': allOrders('Subscription Completed Orders', {
    status: 'delivered',
    ...SUBSCRIPTION,
  }),
  'subscription-total': allOrders('Subscription Total Orders', { ...SUBSCRIPTION }),
  // The staff "pending" list: every open status (leaving out delivered leaves out cancelled too).
  'staff-assigned': myOrders('Assigned Orders', { exclude_status: 'delivered' }),
  'staff-out-for-delivery': myOrders('Out For Delivery Orders', { status: 'out-for-delivery' }),
  'staff-completed': myOrders('Completed Orders', { status: 'delivered' }),
} satisfies Record<string, OrderListConfig>;

export type OrderListKey = keyof typeof ORDER_LISTS;

/** The Status filter's choices: a list without a fixed status offers every status it can show. */
export function statusFilterOptions(config: OrderListConfig): TOrderStatus[] {
  if (config.filter.status) return [];
  const excluded = 'exclude_status' in config.filter ? config.filter.exclude_status : undefined;
  const left = excluded ? statusesExcludedBy(excluded) : [];
  return ORDER_STATUSES.filter((status) => !left.includes(status));
}

/**
 * The order list behind each route, per role. /assigned_orders and /completed_orders exist for
 * both roles with different sources: the role's route map decides.
 */
export const ORDER_LIST_ROUTES: {
  superAdmin: Record<string, OrderListKey>;
  staff: Record<string, OrderListKey>;
} = {
  superAdmin: {
    '/pending_orders': 'pending',
    '/assigned_orders': 'assigned',
    '/completed_orders': 'completed',
    '/total_orders': 'total',
    '/subscription_pending_orders': 'subscription-pending',
    '/subscription_assigned_orders': 'subscription-assigned',
    '/subscription_completed_orders': 'subscription-completed',
    '/subscription_total_orders': 'subscription-total',
  },
  staff: {
    '/assigned_orders': 'staff-assigned',
    '/out_for_delivery_orders': 'staff-out-for-delivery',
    '/completed_orders': 'staff-completed',
  },
};

export type OrderListQuery = TOrderListParams | TMyOrdersParams;

export type OrderListRequest =
  | { ok: true; path: string; query: OrderListQuery }
  | { ok: false; error: string };

export const UNKNOWN_USER_ERROR = 'Your account could not be identified — please sign in again';

/**
 * The call a list makes for its URL state: the endpoint and the query, checked by the contract's schema
 * (so a reversed date range is an error here and no call is made).
 */
export function buildOrderListRequest(
  config: OrderListConfig,
  { page, pageSize, ordering, from, to, q, statuses, due, payment }: OrderListUrlState,
  userId: number | null,
): OrderListRequest {
  const common = {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    from_date: from,
    to_date: to,
    query: q || undefined,
    due,
    payment_status: payment,
    // parseListView keeps only the contract's ordering fields.
    ordering: ordering as TOrderListParams['ordering'],
    // The chosen statuses, on a list without a fixed status (one that offers the Status filter).
    ...(statuses.length > 0 && !config.filter.status ? { status: statuses } : {}),
  };
  // The schema checks the query; what is sent is the query as the client writes it (the API's defaults,
  // such as its ordering, stay the API's).
  if (config.source === 'all-orders') {
    // Checked by the contract, sent as written (the server applies the defaults, such as the ordering).
    const query = { ...config.filter, ...common };
    const parsed = ZOrderListQuery.safeParse(query);
    return parsed.success
      ? { ok: true, path: API.allOrders, query: dropUndefined(query) }
      : { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid filter' };
  }
  if (userId === null) return { ok: false, error: UNKNOWN_USER_ERROR };
  const query = { ...config.filter, ...common, assigned_user: userId };
  const parsed = ZMyOrdersQuery.safeParse(query);
  return parsed.success
    ? { ok: true, path: API.myOrders, query: dropUndefined(query) }
    : { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid filter' };
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The order list an order's screen belongs to: the list it was opened from when that was one of the role's
 * lists (the menu marks it, the back link returns to it), otherwise every order the role may see.
 */
export function orderParentList(isSuperuser: boolean, last: string | null): { path: string; title: string } {
  const routes = isSuperuser ? ORDER_LIST_ROUTES.superAdmin : ORDER_LIST_ROUTES.staff;
  const path = last && routes[last] ? last : isSuperuser ? '/total_orders' : '/assigned_orders';
  return { path, title: ORDER_LISTS[routes[path]!].title };
}

/** The order list a role sees at `pathname` (matched as the router does: any case, trailing slashes). */
export function orderListFor(isSuperuser: boolean, pathname: string): OrderListKey | undefined {
  const routes = isSuperuser ? ORDER_LIST_ROUTES.superAdmin : ORDER_LIST_ROUTES.staff;
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return Object.hasOwn(routes, path) ? routes[path] : undefined;
}
