import { getStoredUser } from '@/lib/auth-storage';

import { dashboardQueryOptions } from './api/get-dashboard';
import { staffDashboardQueryOptions } from './api/get-staff-dashboard';

import type { ScreenLoader } from '@/lib/query-client';

/** The dashboard's loader: the super admin's figures or the staff user's, by the role stored at sign-in. */
export const dashboardLoader: ScreenLoader = (queryClient) => () => {
  const user = getStoredUser();
  if (user?.isSuperuser) void queryClient.prefetchQuery(dashboardQueryOptions());
  else if (user) void queryClient.prefetchQuery(staffDashboardQueryOptions());
  return null;
};
