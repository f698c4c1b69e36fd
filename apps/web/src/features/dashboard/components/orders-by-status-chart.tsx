import { PieChart } from '@mui/x-charts/PieChart';
import type { OrdersByStatusSlice } from '../chart-data';

/** All orders by status, as a doughnut. */
export function OrdersByStatusChart({
  slices,
  height = 320,
}: {
  slices: OrdersByStatusSlice[];
  height?: number;
}) {
  return (
    <PieChart
      height={height}
      series={[
        {
          data: slices.filter((slice) => slice.value > 0),
          innerRadius: 50,
          paddingAngle: 1,
          cornerRadius: 3,
          highlightScope: { fade: 'global', highlight: 'item' },
        },
      ]}
      skipAnimation
    />
  );
}
