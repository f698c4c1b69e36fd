import { BarChart } from '@/components/charts/bar-chart';

import type { OrdersPerDayChartData } from '../chart-data';

/** The last 30 days, one stacked bar per day, a colour per status. */
export function OrdersPerDayChart({ data, height = 320 }: { data: OrdersPerDayChartData; height?: number }) {
  return <BarChart labels={data.labels} series={data.series} labelEvery={3} legend height={height} />;
}
