import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { SCREEN_CHUNKS } from './screen-chunks';

/**
 * Every screen is its own chunk, loaded on first visit with the 120 s time-out.
 * /login here is the in-app sign-in (after a sign-out, or a guarded link); a visit that starts at /login gets
 * the separately built sign-in bundle instead (see main.ts).
 */
export const Screens = {
  Login: lazyWithTimeout(() =>
    import('@/features/auth/components/routed-login-page').then((m) => ({ default: m.RoutedLoginPage })),
  ),
  NotFound: lazyWithTimeout(() =>
    import('@/features/system/components/status-page').then((m) => ({ default: m.NotFoundPage })),
  ),
  ServerError: lazyWithTimeout(() =>
    import('@/features/system/components/status-page').then((m) => ({ default: m.ServerErrorPage })),
  ),
  Welcome: lazyWithTimeout(() =>
    import('@/features/system/components/welcome-page').then((m) => ({ default: m.WelcomePage })),
  ),
  PrintDetail: lazyWithTimeout(() =>
    import('@/features/orders/components/print-detail-page').then((m) => ({ default: m.PrintDetailPage })),
  ),
  Dashboard: lazyWithTimeout(() => SCREEN_CHUNKS.dashboard().then((m) => ({ default: m.DashboardPage }))),
  Users: lazyWithTimeout(() =>
    import('@/features/customers/components/users-page').then((m) => ({ default: m.UsersPage })),
  ),
  UserDetail: lazyWithTimeout(() =>
    import('@/features/customers/components/user-detail-page').then((m) => ({ default: m.UserDetailPage })),
  ),
  StaffUsers: lazyWithTimeout(() =>
    import('@/features/staff-users/components/staff-users-page').then((m) => ({ default: m.StaffUsersPage })),
  ),
  StaffUserOrders: lazyWithTimeout(() =>
    import('@/features/staff-users/components/staff-user-orders-page').then((m) => ({
      default: m.StaffUserOrdersPage,
    })),
  ),
  AuditLog: lazyWithTimeout(() =>
    import('@/features/audit-log/components/audit-log-page').then((m) => ({ default: m.AuditLogPage })),
  ),
  Leads: lazyWithTimeout(() =>
    import('@/features/leads/components/leads-page').then((m) => ({ default: m.LeadsPage })),
  ),
  UpdatePassword: lazyWithTimeout(() =>
    import('@/features/auth/components/update-password-page').then((m) => ({
      default: m.UpdatePasswordPage,
    })),
  ),
  OrderList: lazyWithTimeout(() => SCREEN_CHUNKS.orderList().then((m) => ({ default: m.OrderListPage }))),
  OrderDetail: lazyWithTimeout(() =>
    SCREEN_CHUNKS.orderDetail().then((m) => ({ default: m.OrderDetailPage })),
  ),
  Subscriptions: lazyWithTimeout(() =>
    import('@/features/subscriptions/components/subscriptions-page').then((m) => ({
      default: m.SubscriptionsPage,
    })),
  ),
  UserSubscriptions: lazyWithTimeout(() =>
    import('@/features/subscriptions/components/user-subscriptions-page').then((m) => ({
      default: m.UserSubscriptionsPage,
    })),
  ),
  QrCodes: lazyWithTimeout(() =>
    import('@/features/qr-codes/components/qr-codes-page').then((m) => ({ default: m.QrCodesPage })),
  ),
  ClientCompanies: lazyWithTimeout(() =>
    import('@/features/clients/components/client-companies-page').then((m) => ({
      default: m.ClientCompaniesPage,
    })),
  ),
  ClientDetails: lazyWithTimeout(() =>
    import('@/features/clients/components/client-details-page').then((m) => ({
      default: m.ClientDetailsPage,
    })),
  ),
  Vouchers: lazyWithTimeout(() =>
    import('@/features/vouchers/components/vouchers-page').then((m) => ({ default: m.VouchersPage })),
  ),
  Referrals: lazyWithTimeout(() =>
    import('@/features/referrals/components/referrals-page').then((m) => ({ default: m.ReferralsPage })),
  ),
  Coupons: lazyWithTimeout(() =>
    import('@/features/coupons/components/coupons-page').then((m) => ({ default: m.CouponsPage })),
  ),
};
