import { NEXT_STATUS, ORDER_STATUSES, type TOrderStatus } from '@printhub/contract';

/**
 * The statuses the signed-in user may move an order to: staff only the one step forward,
 * a super admin any other status. The server checks again.
 */
export function allowedStatusMoves(isSuperuser: boolean, current: TOrderStatus): TOrderStatus[] {
  if (isSuperuser) return ORDER_STATUSES.filter((status) => status !== current);
  const next = NEXT_STATUS[current];
  return next ? [next] : [];
}
