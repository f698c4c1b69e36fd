import Box from '@mui/material/Box';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';

import { LoadingState, PageHeading } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { RefreshButton } from '@/components/refresh-button';
import { useCurrentUser } from '@/lib/current-user';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { dashboardKind } from '../dashboard-kind';
import { dashboardKeys } from '../query-keys';
import { StaffDashboard } from './staff-dashboard';

import type { TCurrentUser } from '@printhub/contract';

// The charts are only downloaded by super admins: staff never see a chart.
const AdminDashboard = lazyWithTimeout(() =>
  import('./admin-dashboard').then((m) => ({ default: m.AdminDashboard })),
);

/** The dashboard of the given user's role: the business overview for super admins, the own queue for staff. */
export function DashboardForUser({ user }: { user: Pick<TCurrentUser, 'is_superuser'> }) {
  return dashboardKind(user) === 'super-admin' ? (
    <Suspense fallback={<LoadingState label="Loading the dashboard…" />}>
      <AdminDashboard />
    </Suspense>
  ) : (
    <StaffDashboard />
  );
}

/** /dashboard, shared by both roles: the signed-in user decides which dashboard it shows. */
export function DashboardPage() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: dashboardKeys.all }) > 0;
  return (
    <Box component="section">
      <PageHeading
        title="Dashboard"
        actions={
          <RefreshButton
            onRefresh={() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })}
            loading={fetching}
          />
        }
      />
      {me.data ? (
        <DashboardForUser user={me.data} />
      ) : me.isError ? (
        <QueryError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <LoadingState />
      )}
    </Box>
  );
}
