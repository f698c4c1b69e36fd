/**
 * The routes of each role as path patterns (`:id` matches one segment). The router's route maps
 * (app/routes/role-routes.tsx) are built from these, and the sign-in screen, which has no router, uses them
 * to follow `next` only to a page of the user who signed in.
 */
export const ROLE_PATHS = {
  superAdmin: [
    '/dashboard',
    '/users',
    '/user/:id',
    '/staff_users',
    '/staff_users/:id',
    '/leads',
    '/update_password',
    '/order/:id',
    '/pending_orders',
    '/assigned_orders',
    '/completed_orders',
    '/total_orders',
    '/subscription_pending_orders',
    '/subscription_assigned_orders',
    '/subscription_completed_orders',
    '/subscription_total_orders',
    '/subscriptions',
    '/user_subscription',
    '/qr_codes',
    '/client_companies',
    '/client_companies/:viewType',
    '/vouchers',
    '/clientVouchers',
    '/referrals',
    '/coupons',
    '/audit_log',
    '/notifications',
    '/webhooks',
    '/production',
    '/settings',
  ],
  staff: [
    '/dashboard',
    '/update_password',
    '/assigned_orders',
    '/out_for_delivery_orders',
    '/completed_orders',
    '/order/:id',
    '/production',
  ],
} as const;

export type RolePath = (typeof ROLE_PATHS.superAdmin)[number] | (typeof ROLE_PATHS.staff)[number];

const segments = (path: string) => path.replace(/\/+$/, '').toLowerCase().split('/');

/** Whether `pathname` is one of the role's routes, matched as the router does (any case, trailing slash). */
export function isRolePath(isSuperuser: boolean, pathname: string): boolean {
  const wanted = segments(pathname);
  return (isSuperuser ? ROLE_PATHS.superAdmin : ROLE_PATHS.staff).some((pattern) => {
    const parts = segments(pattern);
    return (
      parts.length === wanted.length &&
      parts.every((part, i) => (part.startsWith(':') ? wanted[i] !== '' : part === wanted[i]))
    );
  });
}
