import { BarChart } from '@/components/charts/bar-chart';
import { PRIMARY_COLOR } from '@/lib/theme';

import type { TQrScansPerDay } from '@printhub/contract';

/** Redemptions in blue beside the green scans (MUI's blue 800, 5.8:1 on white). */
const REDEMPTIONS_COLOR = '#1565c0';

/** Logged scans and redemptions per day (oldest first), stacked in one bar per day. */
export function QrScansChart({ days, height = 260 }: { days: TQrScansPerDay['days']; height?: number }) {
  return (
    <BarChart
      labels={days.map((day) => day.date.slice(5))}
      series={[
        { id: 'scans', label: 'Scans', color: PRIMARY_COLOR, data: days.map((day) => day.scans) },
        {
          id: 'redemptions',
          label: 'Redemptions',
          color: REDEMPTIONS_COLOR,
          data: days.map((day) => day.redemptions),
        },
      ]}
      legend
      labelEvery={5}
      height={height}
    />
  );
}
