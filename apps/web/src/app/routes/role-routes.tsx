import { Navigate, Route, Routes } from 'react-router';

import { ORDER_LIST_ROUTES } from '@/features/orders/list-config';

import { Screens as S } from './screens';

import type { TCurrentUser } from '@printhub/contract';
import type { ReactElement } from 'react';

interface RouteDef {
  path: string;
  element: ReactElement;
}

/** The order lists of a role: one screen, told which list (endpoint, filter, title) by the route. */
const orderListRoute = (routes: typeof ORDER_LIST_ROUTES.staff, path: string): RouteDef => {
  const list = routes[path];
  if (!list) throw new Error(`No order list for ${path}`);
  return { path, element: <S.OrderList key={list} list={list} /> };
};
const adminList = (path: string) => orderListRoute(ORDER_LIST_ROUTES.superAdmin, path);
const staffList = (path: string) => orderListRoute(ORDER_LIST_ROUTES.staff, path);

/** Super admin routes. */
export const SUPER_ADMIN_ROUTES: RouteDef[] = [
  { path: '/dashboard', element: <S.Dashboard /> },
  { path: '/users', element: <S.Users /> },
  { path: '/user/:id', element: <S.UserDetail /> },
  { path: '/staff_users', element: <S.StaffUsers /> },
  { path: '/leads', element: <S.Leads /> },
  { path: '/update_password', element: <S.UpdatePassword /> },
  { path: '/order/:id', element: <S.OrderDetail /> },
  adminList('/pending_orders'),
  adminList('/assigned_orders'),
  adminList('/completed_orders'),
  adminList('/total_orders'),
  adminList('/subscription_pending_orders'),
  adminList('/subscription_assigned_orders'),
  adminList('/subscription_completed_orders'),
  adminList('/subscription_total_orders'),
  { path: '/subscriptions', element: <S.Subscriptions /> },
  { path: '/user_subscription', element: <S.UserSubscriptions /> },
  { path: '/qr_codes', element: <S.QrCodes /> },
  { path: '/client_companies', element: <S.ClientCompanies /> },
  { path: '/client_companies/:viewType', element: <S.ClientDetails /> },
  { path: '/vouchers', element: <S.Vouchers /> },
  { path: '/clientVouchers', element: <S.Vouchers /> },
  { path: '/referrals', element: <S.Referrals /> },
  { path: '/coupons', element: <S.Coupons /> },
];

/** Staff routes. */
export const STAFF_ROUTES: RouteDef[] = [
  { path: '/dashboard', element: <S.Dashboard /> },
  { path: '/update_password', element: <S.UpdatePassword /> },
  staffList('/assigned_orders'),
  staffList('/out_for_delivery_orders'),
  staffList('/completed_orders'),
  { path: '/order/:id', element: <S.OrderDetail /> },
];

/** The route map chosen by role; `/` goes to the dashboard and any other path (a super admin path for staff too) to /404. */
export function RoleRoutes({ user }: { user: Pick<TCurrentUser, 'is_superuser'> }) {
  const routes = user.is_superuser ? SUPER_ADMIN_ROUTES : STAFF_ROUTES;
  return (
    <Routes>
      <Route index element={<Navigate to="/dashboard" replace />} />
      {routes.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
