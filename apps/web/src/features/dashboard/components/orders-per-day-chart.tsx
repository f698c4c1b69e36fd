import { BarChart } from '@mui/x-charts/BarChart';
import type { OrdersPerDayChartData } from '../chart-data';

/** The last 30 days, one stacked bar per day, a colour per status. */
export function OrdersPerDayChart({ data, height = 320 }: { data: OrdersPerDayChartData; height?: number }) {
  return (
    <BarChart
      height={height}
      xAxis={[{ scaleType: 'band', data: data.labels, tickLabelInterval: (_, index) => index % 3 === 0 }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={data.series.map(({ id, label, data: values, stack, color }) => ({
        id,
        label,
        data: values,
        stack,
        color,
      }))}
      grid={{ horizontal: true }}
      skipAnimation
    />
  );
}
