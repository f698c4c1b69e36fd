import { orderParentList } from '@/features/orders/list-config';

import { menuLinks } from './menu-config';

/** Whether `path` is a screen of the role's menu (the detail screens remember the last one). */
export const isMenuPath = (path: string, isSuperuser: boolean): boolean =>
  menuLinks(isSuperuser).some((link) => link.to === path);

/**
 * The menu entry that shows where the user is: the screen's own, else the one it belongs to (an order: the
 * list it was opened from, `last`; a user: Users; a staff user's orders: Staff Users; a company's form and a
 * client's vouchers: Companies). Null where no entry fits (Update Password is in the account menu).
 */
export function activeMenuPath(pathname: string, isSuperuser: boolean, last: string | null): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (isMenuPath(path, isSuperuser)) return path;
  if (path.startsWith('/order/')) return orderParentList(isSuperuser, last).path;
  if (!isSuperuser) return null;
  if (path.startsWith('/user/')) return '/users';
  if (path.startsWith('/staff_users/')) return '/staff_users';
  if (path.startsWith('/client_companies/') || path === '/clientVouchers') return '/client_companies';
  return null;
}
