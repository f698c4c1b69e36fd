import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';

import { ChartLegend } from './chart-legend';
import { useElementWidth } from './use-element-width';

export interface BarSeries {
  id: string;
  label: string;
  color: string;
  /** One count per label. */
  data: readonly number[];
}

export interface BarChartProps {
  /** The bars' labels along the bottom, in order. */
  labels: readonly string[];
  /** Several series stack in each bar, the first at the bottom. */
  series: readonly BarSeries[];
  /** Label every n-th bar along the bottom, or fewer where the bars are too narrow for that many labels. */
  labelEvery?: number;
  /** A colour key above the chart (for more than one series). */
  legend?: boolean;
  height?: number;
}

const MARGIN = { top: 8, right: 8, bottom: 28, left: 44 };
const TICK_FONT_SIZE = 11;

/** The room a bottom label needs (about 0.6 em per character, and a gap), so that no two labels overlap. */
const labelRoom = (labels: readonly string[]) =>
  Math.max(0, ...labels.map((label) => label.length)) * TICK_FONT_SIZE * 0.6 + 8;

type Row = { label: string; counts: Record<string, number> };

/**
 * Counts as bars (stacked when there are several series), drawn with visx to the width of the parent. Each
 * part's tooltip names its label, series and count. The drawing is hidden from assistive technology: the
 * chart's region must say what it shows in words.
 */
export function BarChart({ labels, series, labelEvery = 1, legend = false, height = 300 }: BarChartProps) {
  const theme = useTheme();
  const [ref, width] = useElementWidth<HTMLDivElement>(600);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;

  const rows: Row[] = labels.map((label, index) => ({
    label,
    counts: Object.fromEntries(series.map((s) => [s.id, s.data[index] ?? 0])),
  }));
  const highest = Math.max(
    1,
    ...rows.map((row) => series.reduce((sum, s) => sum + (row.counts[s.id] ?? 0), 0)),
  );
  const xScale = scaleBand({ domain: [...labels], range: [0, innerWidth], padding: 0.2 });
  const yScale = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const countTicks = yScale.ticks(Math.min(5, highest)).filter(Number.isInteger);
  const every = Math.max(labelEvery, Math.ceil(labelRoom(labels) / Math.max(1, xScale.step())));
  const byId = new Map(series.map((s) => [s.id, s]));
  const axisColor = theme.palette.text.secondary;
  const tickLabel = { fill: axisColor, fontSize: TICK_FONT_SIZE, fontFamily: theme.typography.fontFamily };

  return (
    <Box ref={ref}>
      {legend ? <ChartLegend items={series} /> : null}
      <svg width={width} height={height} aria-hidden="true">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows
            scale={yScale}
            width={innerWidth}
            tickValues={countTicks}
            stroke={theme.palette.divider}
          />
          <BarStack<Row, string>
            data={rows}
            keys={series.map((s) => s.id)}
            value={(row, id) => row.counts[id] ?? 0}
            x={(row) => row.label}
            xScale={xScale}
            yScale={yScale}
            color={(id) => byId.get(id)?.color ?? axisColor}
          >
            {(stacks) =>
              stacks.flatMap((stack) =>
                stack.bars
                  .filter((bar) => bar.height > 0)
                  .map((bar) => (
                    <rect
                      key={`${stack.key}-${bar.index}`}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                      fill={bar.color}
                    >
                      <title>
                        {`${bar.bar.data.label}: ${byId.get(stack.key)?.label ?? stack.key} ${(bar.bar.data.counts[stack.key] ?? 0).toLocaleString('en-US')}`}
                      </title>
                    </rect>
                  )),
              )
            }
          </BarStack>
          <AxisLeft
            scale={yScale}
            tickValues={countTicks}
            tickFormat={(value) => Number(value).toLocaleString('en-US')}
            stroke={axisColor}
            tickStroke={axisColor}
            tickLabelProps={tickLabel}
          />
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            tickValues={labels.filter((_, index) => index % every === 0)}
            stroke={axisColor}
            tickStroke={axisColor}
            tickLabelProps={tickLabel}
          />
        </Group>
      </svg>
    </Box>
  );
}
