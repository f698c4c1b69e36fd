import { redirect, type RouteObject } from 'react-router';

import { getToken } from '@/lib/auth-storage';
import { ROLE_PATHS, type RolePath } from '@/lib/role-paths';

import { lazyScreen } from './lazy-screen';
import { isLogoutPath } from './loaders';

import type * as ScreenLoaders from './screen-loaders';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** A route's screen: the router fills in (and empties) a route's `lazy` object, so each route gets its own. */
type Screen = { lazy: () => ReturnType<typeof lazyScreen>; loader?: keyof typeof ScreenLoaders };

const screen = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  loader?: keyof typeof ScreenLoaders,
): Screen => ({ lazy: () => lazyScreen(load, pick), loader });

const orderList = screen(
  () => import('./order-list-route'),
  (m) => m.OrderListRoute,
  'orderListLoader',
);
const vouchers = screen(
  () => import('@/features/vouchers/components/vouchers-page'),
  (m) => m.VouchersPage,
);

/** The screen of every signed-in route, both roles' (ROLE_PATHS says which role has which). */
const SCREENS: Record<RolePath, Screen> = {
  '/dashboard': screen(
    () => import('@/features/dashboard/components/dashboard-page'),
    (m) => m.DashboardPage,
    'dashboardLoader',
  ),
  '/users': screen(
    () => import('@/features/customers/components/users-page'),
    (m) => m.UsersPage,
  ),
  '/user/:id': screen(
    () => import('@/features/customers/components/user-detail-page'),
    (m) => m.UserDetailPage,
  ),
  '/staff_users': screen(
    () => import('@/features/staff-users/components/staff-users-page'),
    (m) => m.StaffUsersPage,
  ),
  '/staff_users/:id': screen(
    () => import('@/features/staff-users/components/staff-user-orders-page'),
    (m) => m.StaffUserOrdersPage,
  ),
  '/leads': screen(
    () => import('@/features/leads/components/leads-page'),
    (m) => m.LeadsPage,
  ),
  '/update_password': screen(
    () => import('@/features/auth/components/update-password-page'),
    (m) => m.UpdatePasswordPage,
  ),
  '/order/:id': screen(
    () => import('@/features/orders/components/order-detail-page'),
    (m) => m.OrderDetailPage,
    'orderLoader',
  ),
  '/pending_orders': orderList,
  '/assigned_orders': orderList,
  '/completed_orders': orderList,
  '/total_orders': orderList,
  '/subscription_pending_orders': orderList,
  '/subscription_assigned_orders': orderList,
  '/subscription_completed_orders': orderList,
  '/subscription_total_orders': orderList,
  '/out_for_delivery_orders': orderList,
  '/subscriptions': screen(
    () => import('@/features/subscriptions/components/subscriptions-page'),
    (m) => m.SubscriptionsPage,
  ),
  '/user_subscription': screen(
    () => import('@/features/subscriptions/components/user-subscriptions-page'),
    (m) => m.UserSubscriptionsPage,
  ),
  '/qr_codes': screen(
    () => import('@/features/qr-codes/components/qr-codes-page'),
    (m) => m.QrCodesPage,
  ),
  '/client_companies': screen(
    () => import('@/features/clients/components/client-companies-page'),
    (m) => m.ClientCompaniesPage,
  ),
  '/client_companies/:viewType': screen(
    () => import('@/features/clients/components/client-details-page'),
    (m) => m.ClientDetailsPage,
  ),
  '/vouchers': vouchers,
  '/clientVouchers': vouchers,
  '/referrals': screen(
    () => import('@/features/referrals/components/referrals-page'),
    (m) => m.ReferralsPage,
  ),
  '/coupons': screen(
    () => import('@/features/coupons/components/coupons-page'),
    (m) => m.CouponsPage,
  ),
  '/audit_log': screen(
    () => import('@/features/audit-log/components/audit-log-page'),
    (m) => m.AuditLogPage,
  ),
};

const ALL_PATHS = [...new Set<RolePath>([...ROLE_PATHS.superAdmin, ...ROLE_PATHS.staff])];

/** Signed out, the signed-in layout's loader sends the visitor to sign in: its redirect, not these. */
const whenSignedIn = (to: string) => (getToken() ? redirect(to) : null);

/**
 * The signed-in routes: `/` goes to the dashboard, every role path to its screen (the signed-in layout sends
 * a path of the other role to /404), and any other path to /404. A screen's loader is lazy too, loaded beside
 * its screen: the data asked for as soon as the few modules it needs are in, not after the whole screen.
 */
export const roleRoutes = (queryClient: QueryClient): RouteObject[] => [
  { index: true, loader: () => whenSignedIn('/dashboard') },
  ...ALL_PATHS.map((path): RouteObject => {
    const { lazy, loader } = SCREENS[path];
    if (!loader) return { path, lazy: lazy() };
    const lazyLoader = async () => (await import('./screen-loaders'))[loader](queryClient);
    return { path, lazy: { ...lazy(), loader: lazyLoader } };
  }),
  // `{any path}/logout` too, which the signed-in layout shows instead.
  {
    path: '*',
    loader: ({ request }) => (isLogoutPath(new URL(request.url).pathname) ? null : whenSignedIn('/404')),
  },
];
