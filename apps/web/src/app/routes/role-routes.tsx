import { Navigate, Route, Routes } from 'react-router';

import { ORDER_LIST_ROUTES } from '@/features/orders/list-config';
import { ROLE_PATHS } from '@/lib/role-paths';

import { Screens as S } from './screens';

import type { TCurrentUser } from '@printhub/contract';
import type { ReactElement } from 'react';

interface RouteDef {
  path: string;
  element: ReactElement;
}

type AdminPath = (typeof ROLE_PATHS.superAdmin)[number];
type StaffPath = (typeof ROLE_PATHS.staff)[number];

/** The order lists of a role: one screen, told which list (endpoint, filter, title) by the route. */
const orderList = (routes: typeof ORDER_LIST_ROUTES.staff, path: string): ReactElement => {
  const list = routes[path];
  if (!list) throw new Error(`No order list for ${path}`);
  return <S.OrderList key={list} list={list} />;
};
const adminList = (path: AdminPath) => orderList(ORDER_LIST_ROUTES.superAdmin, path);
const staffList = (path: StaffPath) => orderList(ORDER_LIST_ROUTES.staff, path);

/** The screen of every route of a role; ROLE_PATHS lists the routes (the type makes both agree). */
const ADMIN_SCREENS: Record<AdminPath, ReactElement> = {
  '/dashboard': <S.Dashboard />,
  '/users': <S.Users />,
  '/user/:id': <S.UserDetail />,
  '/staff_users': <S.StaffUsers />,
  '/staff_users/:id': <S.StaffUserOrders />,
  '/leads': <S.Leads />,
  '/update_password': <S.UpdatePassword />,
  '/order/:id': <S.OrderDetail />,
  '/pending_orders': adminList('/pending_orders'),
  '/assigned_orders': adminList('/assigned_orders'),
  '/completed_orders': adminList('/completed_orders'),
  '/total_orders': adminList('/total_orders'),
  '/subscription_pending_orders': adminList('/subscription_pending_orders'),
  '/subscription_assigned_orders': adminList('/subscription_assigned_orders'),
  '/subscription_completed_orders': adminList('/subscription_completed_orders'),
  '/subscription_total_orders': adminList('/subscription_total_orders'),
  '/subscriptions': <S.Subscriptions />,
  '/user_subscription': <S.UserSubscriptions />,
  '/qr_codes': <S.QrCodes />,
  '/client_companies': <S.ClientCompanies />,
  '/client_companies/:viewType': <S.ClientDetails />,
  '/vouchers': <S.Vouchers />,
  '/clientVouchers': <S.Vouchers />,
  '/referrals': <S.Referrals />,
  '/coupons': <S.Coupons />,
  '/audit_log': <S.AuditLog />,
};

const STAFF_SCREENS: Record<StaffPath, ReactElement> = {
  '/dashboard': <S.Dashboard />,
  '/update_password': <S.UpdatePassword />,
  '/assigned_orders': staffList('/assigned_orders'),
  '/out_for_delivery_orders': staffList('/out_for_delivery_orders'),
  '/completed_orders': staffList('/completed_orders'),
  '/order/:id': <S.OrderDetail />,
};

/** Super admin routes. */
export const SUPER_ADMIN_ROUTES: RouteDef[] = ROLE_PATHS.superAdmin.map((path) => ({
  path,
  element: ADMIN_SCREENS[path],
}));

/** Staff routes. */
export const STAFF_ROUTES: RouteDef[] = ROLE_PATHS.staff.map((path) => ({
  path,
  element: STAFF_SCREENS[path],
}));

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
