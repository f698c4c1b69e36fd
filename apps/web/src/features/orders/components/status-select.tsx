import { ORDER_STATUSES, type TOrderStatus } from '@printhub/contract';

export const isOrderStatus = (value: string): value is TOrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);
