import { ORDER_STATUS_LABELS, type TOrderStatus } from '@printhub/contract';

/** A bulk change of the selected orders: a status, or a staff user (named for the question). */
export type BulkChange = { status: TOrderStatus } | { assigned_user: number; staffName: string };

const ordersText = (n: number): string => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** '#4', '#4 and #7', '#4, #7 and #9'. */
const idsText = (ids: readonly number[]): string => {
  const names = ids.map((id) => `#${id}`);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/**
 * What a bulk change asks before it is applied, as one order's status change does: how many orders, and the
 * status or the staff user they go to.
 */
export function bulkQuestion(
  change: BulkChange,
  ids: readonly number[],
): { title: string; message: string; confirmLabel: string } {
  const orders = `${ids.length === 1 ? 'Order' : 'Orders'} ${idsText(ids)}`;
  if ('status' in change) {
    const status = ORDER_STATUS_LABELS[change.status];
    return {
      title: `Move ${ordersText(ids.length)} to ${status}?`,
      message: `${orders} will move to ${status}.`,
      confirmLabel: 'Move',
    };
  }
  return {
    title: `Assign ${ordersText(ids.length)} to ${change.staffName}?`,
    message: `${orders} will be assigned to ${change.staffName}; a ${ORDER_STATUS_LABELS.confirmed} order becomes ${ORDER_STATUS_LABELS.assigned}.`,
    confirmLabel: 'Assign',
  };
}
