import { NEXT_STATUS, ORDER_STATUSES, type TOrderStatus } from '@printhub/contract';

/**
 * The statuses the signed-in user may move an order to: staff only the one step forward,
 * a super admin any other status. Cancelling is no move (it has its own action, with a reason), and a
 * cancelled order moves nowhere. The server checks again.
 */
export function allowedStatusMoves(isSuperuser: boolean, current: TOrderStatus): TOrderStatus[] {
  if (current === 'cancelled') return [];
  if (isSuperuser) return ORDER_STATUSES.filter((status) => status !== current && status !== 'cancelled');
  const next = NEXT_STATUS[current];
  return next ? [next] : [];
}
