import { ORDER_STATUSES, type TByStatus } from '@printhub/contract';

const REVENUE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Rupees: 'Rs 1,234' (whole rupees), 'Rs 1,234.50' (paise), Indian digit grouping ('Rs 1,23,456'). */
export function formatRevenue(amount: number): string {
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  const text = whole
    ? REVENUE.format(cents / 100)
    : new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        cents / 100,
      );
  return `Rs ${text}`;
}

/** A KPI count, exact (the dashboard's counts are never capped): '1,234'; '—' while it is not loaded. */
export function formatKpiCount(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return value.toLocaleString('en-US');
}

/** All orders of a by-status tally. */
export const totalOrders = (byStatus: TByStatus): number =>
  ORDER_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
