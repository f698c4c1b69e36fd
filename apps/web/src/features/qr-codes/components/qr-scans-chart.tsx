import { BarChart } from '@/components/charts/bar-chart';
import { PRIMARY_COLOR } from '@/lib/theme';

import type { TQrScansPerDay } from '@printhub/contract';

/** Logged scans per day (oldest first), one bar per day. */
export function QrScansChart({ days, height = 260 }: { days: TQrScansPerDay['days']; height?: number }) {
  return (
    <BarChart
      labels={days.map((day) => day.date.slice(5))}
      series={[{ id: 'scans', label: 'Scans', color: PRIMARY_COLOR, data: days.map((day) => day.scans) }]}
      labelEvery={5}
      height={height}
    />
  );
}
