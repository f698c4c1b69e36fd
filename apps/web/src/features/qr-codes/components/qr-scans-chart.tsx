import type { TQrScansPerDay } from '@printhub/contract';
import { BarChart } from '@mui/x-charts/BarChart';
import { PRIMARY_COLOR } from '@/lib/theme';

/** Logged scans per day (oldest first), one bar per day. Loaded on demand: the chart library is large. */
export function QrScansChart({ days, height = 260 }: { days: TQrScansPerDay['days']; height?: number }) {
  return (
    <BarChart
      height={height}
      xAxis={[
        {
          scaleType: 'band',
          data: days.map((day) => day.date.slice(5)),
          tickLabelInterval: (_, index) => index % 5 === 0,
        },
      ]}
      yAxis={[{ tickMinStep: 1 }]}
      series={[{ id: 'scans', label: 'Scans', data: days.map((day) => day.scans), color: PRIMARY_COLOR }]}
      grid={{ horizontal: true }}
      hideLegend
      skipAnimation
    />
  );
}
