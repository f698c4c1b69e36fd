import Box from '@mui/material/Box';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';

import { ChartLegend } from '@/components/charts/chart-legend';
import { useElementWidth } from '@/components/charts/use-element-width';

import { formatKpiCount } from '../kpi-format';

import type { OrdersByStatusSlice } from '../chart-data';

/** All orders by status, as a doughnut; the legend gives each status's count. */
export function OrdersByStatusChart({
  slices,
  height = 320,
}: {
  slices: OrdersByStatusSlice[];
  height?: number;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(320);
  const radius = Math.max(0, Math.min(width, height) / 2 - 4);
  const shown = slices.filter((slice) => slice.value > 0);

  return (
    <Box ref={ref}>
      <ChartLegend items={slices.map((slice) => ({ ...slice, value: formatKpiCount(slice.value) }))} />
      {/* The region's summary says the chart in words; the drawing is for the eye. */}
      <svg width={width} height={height} aria-hidden="true">
        <Group left={width / 2} top={height / 2}>
          <Pie
            data={shown}
            pieValue={(slice) => slice.value}
            pieSort={null}
            outerRadius={radius}
            innerRadius={radius * 0.55}
            padAngle={0.01}
            cornerRadius={3}
          >
            {(pie) =>
              pie.arcs.map((arc) => (
                <path key={arc.data.id} d={pie.path(arc) ?? ''} fill={arc.data.color}>
                  <title>{`${arc.data.label}: ${formatKpiCount(arc.data.value)}`}</title>
                </path>
              ))
            }
          </Pie>
        </Group>
      </svg>
    </Box>
  );
}
