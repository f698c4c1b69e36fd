import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';

import { LoadingState } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { formatMoney } from '@/lib/format';

import { useDashboard } from '../api/get-dashboard';
import { toOrdersByStatusChart, toOrdersPerDayChart } from '../chart-data';
import { formatKpiCount, totalOrders } from '../kpi-format';
import { ChartCard } from './chart-card';
import { dueKpis, KpiGrid, listKpi, type KpiCardProps } from './kpi-card';
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

  const kpis: KpiCardProps[] = [
    {
      label: 'Orders Today',
      value: formatKpiCount(totalOrders(data.orders_today)),
      detail: <StatusBreakdown byStatus={data.orders_today} />,
    },
    {
      label: 'Orders This Week',
      value: formatKpiCount(totalOrders(data.orders_week)),
      detail: <StatusBreakdown byStatus={data.orders_week} />,
    },
    {
      label: 'Revenue Today',
      value: formatMoney(data.revenue_today),
      detail: 'Orders delivered today, after discounts',
    },
    {
      label: 'Revenue This Week',
      value: formatMoney(data.revenue_week),
      detail: 'Orders delivered in the last 7 days, after discounts',
    },
    {
      label: 'To Collect',
      value: formatMoney(data.to_collect),
      detail: 'Balance due on orders out for delivery or delivered',
    },
    {
      ...listKpi('Pending Assignments', data.pending_assignments, {
        to: '/pending_orders',
        text: 'View pending orders',
      }),
      detail: (
        <>
          Confirmed orders waiting for a staff user; also{' '}
          <Link component={RouterLink} to="/subscription_pending_orders">
            {formatKpiCount(data.subscription_pending_assignments)} subscription{' '}
            {data.subscription_pending_assignments === 1 ? 'order' : 'orders'}
          </Link>
        </>
      ),
    },
    ...dueKpis('/total_orders', data),
    listKpi('New Users This Week', data.new_users_week, {
      to: `/users?from_date=${data.week_from}`,
      text: 'View new users',
    }),
    listKpi(
      'Active QR Codes',
      data.active_qr_codes,
      { to: '/qr_codes?filter=active', text: 'View QR codes' },
      'Active and not expired: what a scan accepts',
    ),
    listKpi(
      'Vouchers Left',
      data.vouchers_left,
      { to: '/vouchers?status=available', text: 'View vouchers' },
      'Codes users can still buy',
    ),
  ];

  return (
    <Stack sx={{ gap: 2 }}>
      <KpiGrid cards={kpis} size={{ xs: 12, sm: 6, lg: 3 }} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ChartCard
            title="Orders per day"
            summary={`The last ${perDay.dates.length} days by status: ${formatKpiCount(perDay.total)} orders.`}
            emptyText={perDay.total === 0 ? NO_ORDERS_TEXT : undefined}
          >
            <OrdersPerDayChart data={perDay} />
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
            emptyText={allOrders === 0 ? NO_ORDERS_TEXT : undefined}
          >
            <OrdersByStatusChart slices={byStatus} />
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
