import { orderParentList } from '@/features/orders/list-config';

import { menuFor, type MenuEntry } from './menu-config';

const menuPaths = (menu: MenuEntry[]): string[] =>
  menu.flatMap((entry) => (entry.kind === 'group' ? entry.items.map((item) => item.to) : [entry.to]));

/**
 * The menu entry that shows where the user is: the screen's own entry, or for a screen the menu does not
 * list, the entry it belongs to (an order: the list it was opened from, `last`; a user: Users; a staff user's orders: Staff Users; a company's
 * form and a client's vouchers: Companies). Null where no entry fits (Update Password is in the account menu).
 */
export function activeMenuPath(pathname: string, isSuperuser: boolean, last: string | null): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (menuPaths(menuFor(isSuperuser)).includes(path)) return path;
  if (path.startsWith('/order/')) return orderParentList(isSuperuser, last).path;
  if (!isSuperuser) return null;
  if (path.startsWith('/user/')) return '/users';
  if (path.startsWith('/staff_users/')) return '/staff_users';
  if (path.startsWith('/client_companies/') || path === '/clientVouchers') return '/client_companies';
  return null;
}

/** Whether `path` is a screen of the role's menu (the detail screens remember the last one). */
export const isMenuPath = (path: string, isSuperuser: boolean): boolean =>
  menuPaths(menuFor(isSuperuser)).includes(path);
