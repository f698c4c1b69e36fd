import { ORDER_LIST_ROUTES, type OrderListKey } from '@/features/orders/list-config';

/** The order list a role sees at `pathname` (matched as the router does: any case, trailing slashes). */
export function orderListFor(isSuperuser: boolean, pathname: string): OrderListKey | undefined {
  const routes = isSuperuser ? ORDER_LIST_ROUTES.superAdmin : ORDER_LIST_ROUTES.staff;
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return Object.hasOwn(routes, path) ? routes[path] : undefined;
}
