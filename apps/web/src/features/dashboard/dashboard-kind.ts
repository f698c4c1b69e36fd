import type { TCurrentUser } from '@printhub/contract';

export type DashboardKind = 'super-admin' | 'staff';

/** The dashboard route is shared: super admins get the business overview, staff their own queue. */
export const dashboardKind = (user: Pick<TCurrentUser, 'is_superuser'>): DashboardKind =>
  user.is_superuser ? 'super-admin' : 'staff';
