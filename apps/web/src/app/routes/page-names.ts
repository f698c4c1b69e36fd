import { ORDER_LIST_ROUTES, ORDER_LISTS } from '@/features/orders/list-config';

import { SUPER_ADMIN_MENU } from '../shell/menu-config';
import { publicPageName } from './public-page-names';

/** The order lists' names, both roles' (a path both have, like /assigned_orders, has one name). */
const ORDER_LIST_NAMES = Object.fromEntries(
  [...Object.entries(ORDER_LIST_ROUTES.superAdmin), ...Object.entries(ORDER_LIST_ROUTES.staff)].map(
    ([path, key]) => [path, ORDER_LISTS[key].title],
  ),
);

/** A screen's name in the browser tab: its menu label where the menu has it ('QR Codes', 'Companies'). */
const PAGE_NAMES: Record<string, string> = {
  ...Object.fromEntries(
    SUPER_ADMIN_MENU.flatMap((entry) => ('to' in entry ? [[entry.to, entry.label]] : [])),
  ),
  '/update_password': 'Update Password',
  ...ORDER_LIST_NAMES,
  '/client_companies/create': 'Create New Client Company',
  '/client_companies/edit': 'Edit Company',
};

const DETAIL_NAMES: Record<string, string> = { order: 'Order', user: 'User', staff_users: 'Staff User' };

/** The name of the screen at this URL, or null for one without a name (the tab then shows the product name). */
export function pageNameFor(pathname: string, search: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const known = PAGE_NAMES[path] ?? publicPageName(path);
  if (known) return known;
  const detail = /^\/(order|user|staff_users)\/([^/]+)$/.exec(path);
  if (detail) return `${DETAIL_NAMES[detail[1]!]} #${decodeURIComponent(detail[2]!)}`;
  if (path === '/clientVouchers') {
    const client = new URLSearchParams(search).get('clientName');
    return client ? `${client} Vouchers` : 'Client Vouchers';
  }
  return null;
}
