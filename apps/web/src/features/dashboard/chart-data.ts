import dayjs from 'dayjs';

import { ORDER_STATUS_LABELS, ORDER_STATUSES, type TDashboard, type TOrderStatus } from '@printhub/contract';

/** The chart colours of the statuses, matching the status chips: grey, blue, orange, green, red. */
export const ORDER_STATUS_CHART_COLORS: Record<TOrderStatus, string> = {
  confirmed: '#9e9e9e',
  assigned: '#0288d1',
  'out-for-delivery': '#ed6c02',
  delivered: '#388e3c',
  cancelled: '#d32f2f',
};

export interface OrdersPerDaySeries {
  id: TOrderStatus;
  label: string;
  data: number[];
  stack: 'orders';
  color: string;
}

export interface OrdersPerDayChartData {
  /** ISO dates, oldest first. */
  dates: string[];
  /** Axis labels: '5 Jan'. */
  labels: string[];
  /** One stacked series per status, in workflow order. */
  series: OrdersPerDaySeries[];
  total: number;
}

/** `orders_per_day` (one row per day, a count per status) → one stacked bar series per status. */
export function toOrdersPerDayChart(days: TDashboard['orders_per_day']): OrdersPerDayChartData {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const series = ORDER_STATUSES.map((status) => ({
    id: status,
    label: ORDER_STATUS_LABELS[status],
    data: sorted.map((day) => day[status]),
    stack: 'orders' as const,
    color: ORDER_STATUS_CHART_COLORS[status],
  }));
  return {
    dates: sorted.map((day) => day.date),
    labels: sorted.map((day) => {
      const date = dayjs(day.date);
      return date.isValid() ? date.format('D MMM') : day.date;
    }),
    series,
    total: series.reduce((sum, s) => sum + s.data.reduce((a, b) => a + b, 0), 0),
  };
}

export interface OrdersByStatusSlice {
  id: TOrderStatus;
  label: string;
  value: number;
  color: string;
}

/** `orders_by_status` → one slice per status in workflow order (a status missing from the answer is 0). */
export function toOrdersByStatusChart(rows: TDashboard['orders_by_status']): OrdersByStatusSlice[] {
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  return ORDER_STATUSES.map((status) => ({
    id: status,
    label: ORDER_STATUS_LABELS[status],
    value: counts.get(status) ?? 0,
    color: ORDER_STATUS_CHART_COLORS[status],
  }));
}
