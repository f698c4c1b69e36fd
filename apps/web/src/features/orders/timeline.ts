import {
  formatMoney,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_NAMES,
  type TOrderHistoryEntry,
  type TPayment,
} from '@printhub/contract';

/** Newest first; entries of the same moment by id, newest first. */
export function newestFirst(history: readonly TOrderHistoryEntry[]): TOrderHistoryEntry[] {
  return [...history].sort((a, b) => {
    const byTime = Date.parse(b.changed_at) - Date.parse(a.changed_at);
    return byTime !== 0 && !Number.isNaN(byTime) ? byTime : b.id - a.id;
  });
}

/**
 * One timeline line: "Ada Admin changed status from Confirmed to Assigned and assigned to Sam Staff".
 * `nameOf` turns a staff user's id into a name.
 */
export function describeHistoryEntry(entry: TOrderHistoryEntry, nameOf: (id: number) => string): string {
  const label = (status: keyof typeof ORDER_STATUS_LABELS) => ORDER_STATUS_LABELS[status];
  if (entry.from_status === null && entry.changed_by_name === null) {
    return `Order placed as ${label(entry.to_status)}`;
  }
  const who = entry.changed_by_name ?? 'System';
  const parts: string[] = [];
  if (entry.from_status === null) parts.push(`created the order as ${label(entry.to_status)}`);
  else if (entry.from_status !== entry.to_status) {
    parts.push(`changed status from ${label(entry.from_status)} to ${label(entry.to_status)}`);
  }
  if (entry.from_assigned_user !== entry.to_assigned_user) {
    if (entry.to_assigned_user !== null) parts.push(`assigned to ${nameOf(entry.to_assigned_user)}`);
    else if (entry.from_assigned_user !== null) parts.push(`unassigned ${nameOf(entry.from_assigned_user)}`);
  }
  if (parts.length === 0) parts.push(`set status to ${label(entry.to_status)}`);
  return `${who} ${parts.join(' and ')}`;
}

/**
 * One payment's timeline line: "Sam Staff recorded Rs: 50.00 by Cash (receipt RCT-42-1)", or for a refund
 * "Ada Admin refunded Rs: 30.00 by UPI: damaged prints (receipt RCT-42-2)".
 */
export function describePayment(payment: TPayment): string {
  const who = payment.recorded_by_name ?? 'System';
  const how = `${formatMoney(Math.abs(payment.amount))} by ${PAYMENT_METHOD_NAMES[payment.method]}`;
  const what = payment.amount < 0 ? `refunded ${how}: ${payment.reason ?? ''}` : `recorded ${how}`;
  return `${who} ${what} (receipt ${payment.receipt_number})`;
}

/** A line of the order's timeline: a change of its status or assignee, or a payment. */
export type TimelineItem = { key: string; at: string; text: string };

/** The order's changes and payments as one timeline, newest first (the same moment: the later row first). */
export function timelineItems(
  history: readonly TOrderHistoryEntry[],
  payments: readonly TPayment[],
  nameOf: (id: number) => string,
): TimelineItem[] {
  const changes = newestFirst(history).map((entry) => ({
    key: `change-${entry.id}`,
    at: entry.changed_at,
    text: describeHistoryEntry(entry, nameOf),
  }));
  const paid = [...payments].reverse().map((payment) => ({
    key: `payment-${payment.id}`,
    at: payment.created_at,
    text: describePayment(payment),
  }));
  // Both lists are newest first: merged by time, a stable sort keeps each one's own order.
  return [...paid, ...changes].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
