import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZDashboard, type TDashboard } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { dashboardKeys } from '../query-keys';

/** GET /api/dashboard (super admin): KPIs and the chart data. */
export const getDashboard = (signal?: AbortSignal): Promise<TDashboard> =>
  api.get(API.dashboard, { schema: ZDashboard, signal });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.superAdmin, queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
