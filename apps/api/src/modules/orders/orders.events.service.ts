import { publishEvent, type AppEvent, type EventSink } from '../events/events.service';

import type { DbOrTx } from '../../db/client';
import type { CustomerOrderRow } from './orders.customer.repository';
import type { TEventType, TOrderStatus } from '@printhub/contract';

/** An order as its events describe it. */
function orderData(o: CustomerOrderRow): AppEvent['data'] {
  return {
    order_id: o.id,
    status: o.status,
    order_type: o.orderType,
    customer_id: o.customerId,
    // The contact the order was placed with (an SMS or a message to the customer goes there).
    first_name: o.firstName,
    mobile: o.mobile,
    assigned_user: o.assignedUser,
    title: o.title,
    amount: o.amount,
    discount: o.discount,
    amount_due: o.amountDue,
    due_at: o.dueAt.toISOString(),
    created_at: o.createdAt.toISOString(),
    ...(o.status === 'cancelled' && { cancel_reason: o.cancelReason }),
  };
}

type OrderState = { status: TOrderStatus; assignedUser: number | null };

/** The events of an order's change: a new staff user, then the step it moved to (those people are told of). */
function orderChangeEvents(before: OrderState | null, after: OrderState): TEventType[] {
  const types: TEventType[] = [];
  if (!before) types.push('order.placed');
  if (after.assignedUser !== null && after.assignedUser !== before?.assignedUser)
    types.push('order.assigned');
  if (before && after.status !== before.status) {
    if (after.status === 'out-for-delivery') types.push('order.out_for_delivery');
    if (after.status === 'delivered') types.push('order.delivered');
    if (after.status === 'cancelled') types.push('order.cancelled');
  }
  return types;
}

/** Publishes the events of an order placed (`before` null) or changed (`order`: as it is now), in the change's transaction. */
export async function publishOrderChange(
  tx: DbOrTx,
  sink: EventSink | null,
  order: CustomerOrderRow,
  before: OrderState | null,
): Promise<void> {
  const types = orderChangeEvents(before, order);
  if (!types.length || !sink) return;
  const data = orderData(order);
  for (const type of types) await publishEvent(tx, { type, data }, sink);
}
