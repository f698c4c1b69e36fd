import Grid from '@mui/material/Grid';

import { LoadingState } from '@/components/page';
import { QueryError } from '@/components/query-error';

import { useStaffDashboard } from '../api/get-staff-dashboard';
import { formatKpiCount } from '../kpi-format';
import { KpiCard } from './kpi-card';

import type { TStaffDashboard } from '@printhub/contract';

/** The staff user's own queue: three cards leading into their order lists. */
export function StaffDashboardView({ data }: { data: TStaffDashboard }) {
  const cards = [
    {
      label: 'Assigned',
      value: data.assigned,
      link: { to: '/assigned_orders', text: 'View assigned orders' },
    },
    {
      label: 'Out For Delivery',
      value: data.out_for_delivery,
      link: { to: '/out_for_delivery_orders', text: 'View out-for-delivery orders' },
    },
    {
      label: 'Delivered Today',
      value: data.delivered_today,
      link: { to: '/completed_orders', text: 'View completed orders' },
    },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 4 }}>
          <KpiCard label={card.label} value={formatKpiCount(card.value)} link={card.link} />
        </Grid>
      ))}
    </Grid>
  );
}

export function StaffDashboard() {
  const dashboard = useStaffDashboard();
  if (dashboard.isPending) return <LoadingState label="Loading the dashboard…" />;
  if (dashboard.isError)
    return <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  return <StaffDashboardView data={dashboard.data} />;
}
