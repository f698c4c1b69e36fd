import {
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  STAFF_PAYMENT_METHODS,
  type TOrder,
  type TOrderDetail,
  type TPaymentMethod,
} from '@printhub/contract';

/** What the payment chip says: a cancelled order with money still held says "Refund due". */
export function paymentLabel(order: Pick<TOrder, 'payment_status' | 'balance_due'>): string {
  return order.balance_due < 0 ? 'Refund due' : PAYMENT_STATUS_LABELS[order.payment_status];
}

export type PaymentChipColor = 'default' | 'warning' | 'success' | 'info' | 'error';
export function paymentColor(order: Pick<TOrder, 'payment_status' | 'balance_due'>): PaymentChipColor {
  if (order.balance_due < 0) return 'error';
  return { unpaid: 'default', partial: 'warning', paid: 'success', refunded: 'info' }[
    order.payment_status
  ] as PaymentChipColor;
}

/** The methods the signed-in user may record: a super admin all four, a staff user cash and UPI. */
export const methodsFor = (isSuperuser: boolean): readonly TPaymentMethod[] =>
  isSuperuser ? PAYMENT_METHODS : STAFF_PAYMENT_METHODS;

/**
 * Whether the user may take a payment for the order, as the server decides it: a super admin always; a staff
 * user on an order they placed at the counter, or one assigned to them once it is out for delivery.
 */
export function mayRecordPayment(order: TOrderDetail, user: { id: number; isSuperuser: boolean }): boolean {
  if (user.isSuperuser) return true;
  if (order.placed_by?.id === user.id) return true;
  return (
    order.assigned_user === user.id && (order.status === 'out-for-delivery' || order.status === 'delivered')
  );
}
