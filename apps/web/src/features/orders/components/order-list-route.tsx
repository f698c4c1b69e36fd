import { useLocation } from 'react-router';

import { useCurrentUser } from '@/lib/current-user';

import { orderListFor } from '../list-config';
import { OrderListPage } from './order-list-page';

/** An order list's route: one screen for both roles, told which list by the path and the role. */
export function OrderListRoute() {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const list = user && orderListFor(user.is_superuser, pathname);
  return list ? <OrderListPage key={list} list={list} /> : null;
}
