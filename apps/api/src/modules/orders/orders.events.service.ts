import { publishEvent, type AppEvent, type EventSink } from '../events/events.service';
import { findOrder } from './orders.repository';

import type { DbOrTx } from '../../db/client';
import type { TEventType, TOrderStatus } from '@printhub/contract';

/** An order as its events describe it. */
async function orderData(tx: DbOrTx, id: number): Promise<AppEvent['data'] | null> {
  const o = (await findOrder(tx, id))?.order;
  if (!o) return null;
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
    due_at: o.dueAt.toISOString(),
    created_at: o.createdAt.toISOString(),
  };
}

type OrderState = { status: TOrderStatus; assignedUser: number | null };

/** The events of an order's change: a new staff user, then the step it moved to (those people are told of). */
export function orderChangeEvents(before: OrderState | null, after: OrderState): TEventType[] {
  const types: TEventType[] = [];
  if (!before) types.push('order.placed');
  if (after.assignedUser !== null && after.assignedUser !== before?.assignedUser)
    types.push('order.assigned');
  if (before && after.status !== before.status) {
    if (after.status === 'out-for-delivery') types.push('order.out_for_delivery');
    if (after.status === 'delivered') types.push('order.delivered');
  }
  return types;
}

/** Publishes the events of an order placed (`before` null) or changed, in the change's transaction. */
export async function publishOrderChange(
  tx: DbOrTx,
  sink: EventSink | null,
  id: number,
  before: OrderState | null,
  after: OrderState,
): Promise<void> {
  const types = orderChangeEvents(before, after);
  if (!types.length || !sink) return;
  const data = await orderData(tx, id);
  if (!data) return;
  for (const type of types) await publishEvent(tx, { type, data }, sink);
}
