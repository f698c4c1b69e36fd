import { redirect, type RouteObject } from 'react-router';

import { dashboardLoader } from '@/features/dashboard/loader';
import { orderListLoader, orderLoader } from '@/features/orders/loaders';
import { getToken } from '@/lib/auth-storage';
import { lazyScreen } from '@/lib/load-with-timeout';
import { ROLE_PATHS, type RolePath } from '@/lib/role-paths';

import type { ScreenLoader } from '@/lib/query-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

type Screen = { lazy: () => ReturnType<typeof lazyScreen>; loader?: ScreenLoader };

/** A screen: the module's export `name`, and the loader that asks for its first data, if any. */
const page = <K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  loader?: Screen['loader'],
): Screen => ({ lazy: () => lazyScreen(load, name), loader });

const orderList = page(
  () => import('@/features/orders/components/order-list-route'),
  'OrderListRoute',
  orderListLoader,
);
const vouchers = page(() => import('@/features/vouchers/components/vouchers-page'), 'VouchersPage');

/** Each signed-in route's screen, both roles' (ROLE_PATHS says whose); a path not here is an order list. */
const SCREENS: Partial<Record<RolePath, Screen>> = {
  '/dashboard': page(
    () => import('@/features/dashboard/components/dashboard-page'),
    'DashboardPage',
    dashboardLoader,
  ),
  '/users': page(() => import('@/features/customers/components/customers-page'), 'CustomersPage'),
  '/user/:id': page(
    () => import('@/features/customers/components/customer-detail-page'),
    'CustomerDetailPage',
  ),
  '/staff_users': page(() => import('@/features/staff-users/components/staff-users-page'), 'StaffUsersPage'),
  '/staff_users/:id': page(
    () => import('@/features/staff-users/components/staff-user-orders-page'),
    'StaffUserOrdersPage',
  ),
  '/leads': page(() => import('@/features/leads/components/leads-page'), 'LeadsPage'),
  '/update_password': page(
    () => import('@/features/auth/components/update-password-page'),
    'UpdatePasswordPage',
  ),
  '/order/:id': page(
    () => import('@/features/orders/components/order-detail-page'),
    'OrderDetailPage',
    orderLoader,
  ),
  '/subscriptions': page(
    () => import('@/features/subscriptions/components/subscriptions-page'),
    'SubscriptionsPage',
  ),
  '/user_subscription': page(
    () => import('@/features/subscriptions/components/user-subscriptions-page'),
    'UserSubscriptionsPage',
  ),
  '/qr_codes': page(() => import('@/features/qr-codes/components/qr-codes-page'), 'QrCodesPage'),
  '/client_companies': page(
    () => import('@/features/clients/components/client-companies-page'),
    'ClientCompaniesPage',
  ),
  '/client_companies/:viewType': page(
    () => import('@/features/clients/components/client-details-page'),
    'ClientDetailsPage',
  ),
  '/vouchers': vouchers,
  '/clientVouchers': vouchers,
  '/referrals': page(() => import('@/features/referrals/components/referrals-page'), 'ReferralsPage'),
  '/coupons': page(() => import('@/features/coupons/components/coupons-page'), 'CouponsPage'),
  '/audit_log': page(() => import('@/features/audit-log/components/audit-log-page'), 'AuditLogPage'),
  '/notifications': page(
    () => import('@/features/notifications/components/notifications-page'),
    'NotificationsPage',
  ),
  '/webhooks': page(() => import('@/features/webhooks/components/webhooks-page'), 'WebhooksPage'),
  '/production': page(() => import('@/features/orders/components/production-page'), 'ProductionPage'),
  '/settings': page(() => import('@/features/settings/components/settings-page'), 'SettingsPage'),
};

const ALL_PATHS = [...new Set<RolePath>([...ROLE_PATHS.superAdmin, ...ROLE_PATHS.staff])];

/**
 * The signed-in routes: `/` to the dashboard, every role path to its lazy screen. A screen's loader is part of
 * this table, not of the screen's chunks, so that its first request leaves before they load, not after.
 */
export const roleRoutes = (queryClient: QueryClient): RouteObject[] => [
  { index: true, loader: () => (getToken() ? redirect('/dashboard') : null) },
  ...ALL_PATHS.map((path): RouteObject => {
    const { lazy, loader } = SCREENS[path] ?? orderList;
    return { path, lazy: lazy(), ...(loader && { loader: loader(queryClient) }) };
  }),
];
