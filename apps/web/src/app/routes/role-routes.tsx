import type { TCurrentUser } from '@printhub/contract';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Screens as S } from './screens';

interface RouteDef {
  path: string;
  element: ReactElement;
}

/** SPEC.md §2, super admin routes. */
export const SUPER_ADMIN_ROUTES: RouteDef[] = [
  { path: '/dashboard', element: <S.Dashboard /> },
  { path: '/users', element: <S.Users /> },
  { path: '/user/:id', element: <S.UserDetail /> },
  { path: '/staff_users', element: <S.StaffUsers /> },
  { path: '/leads', element: <S.Leads /> },
  { path: '/update_password', element: <S.UpdatePassword /> },
  { path: '/order/:id', element: <S.OrderDetail /> },
  { path: '/pending_orders', element: <S.OrderList title="Pending Orders" /> },
  { path: '/assigned_orders', element: <S.OrderList title="Assigned Orders" /> },
  { path: '/completed_orders', element: <S.OrderList title="Completed Orders" /> },
  { path: '/total_orders', element: <S.OrderList title="Total Orders" /> },
  { path: '/subscription_pending_orders', element: <S.OrderList title="Subscription Pending Orders" /> },
  { path: '/subscription_assigned_orders', element: <S.OrderList title="Subscription Assigned Orders" /> },
  { path: '/subscription_completed_orders', element: <S.OrderList title="Subscription Completed Orders" /> },
  { path: '/subscription_total_orders', element: <S.OrderList title="Subscription Total Orders" /> },
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

/** SPEC.md §2, staff routes. */
export const STAFF_ROUTES: RouteDef[] = [
  { path: '/dashboard', element: <S.Dashboard /> },
  { path: '/update_password', element: <S.UpdatePassword /> },
  { path: '/assigned_orders', element: <S.OrderList title="Assigned Orders" /> },
  { path: '/out_for_delivery_orders', element: <S.OrderList title="Out For Delivery Orders" /> },
  { path: '/completed_orders', element: <S.OrderList title="Completed Orders" /> },
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
