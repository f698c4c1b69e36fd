import { ORDER_STATUSES, type TByStatus } from '@printhub/contract';

/** The API counts at most 10,001 rows (DESIGN.md §6): 10,001 means "more than 10,000". */
export const COUNT_CAP = 10_001;

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

/** A KPI count: '1,234'; '10,000+' at the API's cap; '—' when the number does not exist yet (null). */
export function formatKpiCount(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (value >= COUNT_CAP) return '10,000+';
  return value.toLocaleString('en-US');
}

/** All orders of a by-status tally. */
export const totalOrders = (byStatus: TByStatus): number =>
  ORDER_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
