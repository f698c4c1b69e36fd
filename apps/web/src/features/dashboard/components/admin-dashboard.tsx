import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { LoadingState } from '@/components/page';
import { QueryError } from '@/components/query-error';

import { useDashboard } from '../api/get-dashboard';
import { toOrdersByStatusChart, toOrdersPerDayChart } from '../chart-data';
import { formatKpiCount, formatRevenue, totalOrders } from '../kpi-format';
import { ChartCard } from './chart-card';
import { KpiCard } from './kpi-card';
import { OrdersByStatusChart } from './orders-by-status-chart';
import { OrdersPerDayChart } from './orders-per-day-chart';
import { StatusBreakdown } from './status-breakdown';

import type { TDashboard } from '@printhub/contract';

const NO_ORDERS_TEXT = 'No orders yet';

/** The super admin's overview, drawn from one GET /api/dashboard answer. */
export function AdminDashboardView({ data }: { data: TDashboard }) {
  const perDay = useMemo(() => toOrdersPerDayChart(data.orders_per_day), [data.orders_per_day]);
  const byStatus = useMemo(() => toOrdersByStatusChart(data.orders_by_status), [data.orders_by_status]);
  const allOrders = byStatus.reduce((sum, slice) => sum + slice.value, 0);

  return (
    <Stack sx={{ gap: 2 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard
            label="Orders Today"
            value={formatKpiCount(totalOrders(data.orders_today))}
            detail={<StatusBreakdown byStatus={data.orders_today} />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard
            label="Orders This Week"
            value={formatKpiCount(totalOrders(data.orders_week))}
            detail={<StatusBreakdown byStatus={data.orders_week} />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard label="Revenue Today" value={formatRevenue(data.revenue_today)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard
            label="Revenue This Week"
            value={formatRevenue(data.revenue_week)}
            detail="The last 7 days"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard
            label="Pending Assignments"
            value={formatKpiCount(data.pending_assignments)}
            detail="Confirmed orders waiting for a staff user"
            link={{ to: '/pending_orders', text: 'View pending orders' }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard
            label="New Users This Week"
            value={formatKpiCount(data.new_users_week)}
            link={{ to: '/users', text: 'View users' }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard
            label="Active QR Codes"
            value={formatKpiCount(data.active_qr_codes)}
            link={{ to: '/qr_codes', text: 'View QR codes' }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <KpiCard
            label="Vouchers Left"
            value={formatKpiCount(data.vouchers_left)}
            link={{ to: '/vouchers', text: 'View vouchers' }}
          />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ChartCard
            title="Orders per day"
            summary={`The last ${perDay.dates.length} days by status: ${formatKpiCount(perDay.total)} orders.`}
          >
            {perDay.total === 0 ? (
              <Typography color="text.secondary">{NO_ORDERS_TEXT}</Typography>
            ) : (
              <OrdersPerDayChart data={perDay} />
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ChartCard
            title="Orders by status"
            summary={
              allOrders === 0
                ? 'All orders by status.'
                : byStatus.map((slice) => `${slice.label} ${formatKpiCount(slice.value)}`).join(', ') + '.'
            }
          >
            {allOrders === 0 ? (
              <Typography color="text.secondary">{NO_ORDERS_TEXT}</Typography>
            ) : (
              <OrdersByStatusChart slices={byStatus} />
            )}
          </ChartCard>
        </Grid>
      </Grid>
    </Stack>
  );
}

export function AdminDashboard() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <LoadingState label="Loading the dashboard…" />;
  if (dashboard.isError)
    return <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  return <AdminDashboardView data={dashboard.data} />;
}
