import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZStaffDashboard, type TStaffDashboard } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { dashboardKeys } from '../query-keys';

/** GET /api/staff-dashboard/: the signed-in staff user's assigned, out-for-delivery and delivered-today counts. */
export const getStaffDashboard = (signal?: AbortSignal): Promise<TStaffDashboard> =>
  api.get(API.staffDashboard, { schema: ZStaffDashboard, signal });

export const staffDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.staff, queryFn: ({ signal }) => getStaffDashboard(signal) });

export const useStaffDashboard = () => useQuery(staffDashboardQueryOptions());
