import { isOpenStatus, type TOrder } from '@printhub/contract';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A span as the Due column says it: minutes under an hour, hours under two days, then days (rounded down). */
function span(ms: number): string {
  if (ms < HOUR_MS) return `${Math.floor(ms / MINUTE_MS)} min`;
  if (ms < 48 * HOUR_MS) return `${Math.floor(ms / HOUR_MS)} h`;
  return `${Math.floor(ms / (24 * HOUR_MS))} d`;
}

/**
 * How an order's due date reads at `now`: "in 3 h", or "2 h late" (`late`, shown in red) once an order not yet
 * delivered is past it; "due now" within the minute. A delivered or cancelled order is never late: null (the date
 * is shown).
 */
export function dueText(
  order: Pick<TOrder, 'due_at' | 'status'>,
  now: number,
): { text: string; late: boolean } | null {
  if (!isOpenStatus(order.status)) return null;
  const left = Date.parse(order.due_at) - now;
  if (Math.abs(left) < MINUTE_MS) return { text: 'due now', late: false };
  return left > 0 ? { text: `in ${span(left)}`, late: false } : { text: `${span(-left)} late`, late: true };
}
