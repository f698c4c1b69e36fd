import { LoadingState } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { formatMoney } from '@/lib/format';

import { useStaffDashboard } from '../api/get-staff-dashboard';
import { formatKpiCount } from '../kpi-format';
import { dueKpis, KpiGrid, listKpi, type KpiCardProps } from './kpi-card';

import type { TStaffDashboard } from '@printhub/contract';

/** The staff user's own queue: cards leading into their order lists, each counting what its list shows. */
export function StaffDashboardView({ data }: { data: TStaffDashboard }) {
  const cards: KpiCardProps[] = [
    listKpi(
      'Assigned',
      data.assigned,
      { to: '/assigned_orders', text: 'View assigned orders' },
      'Not delivered yet',
    ),
    listKpi('Out For Delivery', data.out_for_delivery, {
      to: '/out_for_delivery_orders',
      text: 'View out-for-delivery orders',
    }),
    listKpi(
      'Delivered',
      data.delivered,
      { to: '/completed_orders', text: 'View completed orders' },
      `${formatKpiCount(data.delivered_today)} today`,
    ),
    ...dueKpis('/assigned_orders', data),
    {
      label: 'To Collect',
      value: formatMoney(data.to_collect),
      detail: 'Balance due on your orders out for delivery or delivered',
    },
  ];
  return <KpiGrid cards={cards} size={{ xs: 12, sm: 6, md: 4 }} />;
}

export function StaffDashboard() {
  const dashboard = useStaffDashboard();
  if (dashboard.isPending) return <LoadingState label="Loading the dashboard…" />;
  if (dashboard.isError)
    return <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  return <StaffDashboardView data={dashboard.data} />;
}
