import { ORDER_STATUS_LABELS, type TOrderHistoryEntry } from '@printhub/contract';

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
