import { formatInteger, ORDER_STATUSES, type TByStatus } from '@printhub/contract';

/** A KPI count, exact (the dashboard's counts are never capped): '1,234'; '—' while it is not loaded. */
export function formatKpiCount(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return formatInteger(value);
}

/** All orders of a by-status tally. */
export const totalOrders = (byStatus: TByStatus): number =>
  ORDER_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
