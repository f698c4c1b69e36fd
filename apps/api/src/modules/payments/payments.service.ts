import {
  balanceDueOf,
  formatMoney,
  PAYMENT_METHOD_NAMES,
  paymentStatusOf,
  STAFF_PAYMENT_METHODS,
  toPaise,
  type TPayment,
  type TRecordPaymentRequest,
} from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { recordChange } from '../audit-log/audit-log.service';
import { publishEvent, type EventSink } from '../events/events.service';
import { lockOrder } from '../orders/orders.repository';
import * as repo from './payments.repository';

import type { Db } from '../../db/client';
import type { Actor } from '../orders/orders.workflow.service';

type NamedActor = Actor & { name: string };
type OrderRecord = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/**
 * Whether the account handles the order's money (its invoice, its receipts): a super admin any order, a staff
 * user the orders assigned to them and those they placed at the counter.
 */
export const handlesOrder = (actor: Actor, o: { assignedUser: number | null; placedBy: number | null }) =>
  actor.isSuperuser || o.assignedUser === actor.id || o.placedBy === actor.id;

export function toPayment({ payment: p, recordedByName }: repo.PaymentRow): TPayment {
  return {
    id: p.id,
    order: p.orderId,
    amount: Number(p.amount),
    method: p.method,
    reference: p.reference,
    reason: p.reason,
    recorded_by: p.recordedBy,
    recorded_by_name: recordedByName,
    receipt_number: p.receiptNumber,
    created_at: p.createdAt.toISOString(),
  };
}

/**
 * What a staff user may record: cash or UPI, no refund, on an order they placed at the counter or one assigned
 * to them once it is out for delivery (or delivered). A super admin may record anything.
 */
function checkStaffPayment(actor: Actor, order: OrderRecord, req: TRecordPaymentRequest): void {
  if (actor.isSuperuser) return;
  if (req.amount < 0) throw new AppError('FORBIDDEN', 'Only a super admin records a refund');
  if (!STAFF_PAYMENT_METHODS.includes(req.method))
    throw new AppError('FORBIDDEN', 'A staff user records cash or UPI payments only');
  const handingOver =
    order.assignedUser === actor.id && (order.status === 'out-for-delivery' || order.status === 'delivered');
  if (!handingOver && order.placedBy !== actor.id)
    throw new AppError(
      'FORBIDDEN',
      'You can take a payment for an order once it is out for delivery with you, or for one you placed at the counter',
    );
}

/** The amount against what the order allows: a payment up to its balance, a refund up to what was paid. */
function checkAmount(order: OrderRecord, amountPaise: number): void {
  const paid = toPaise(order.paidAmount);
  if (amountPaise > 0) {
    const balance = toPaise(
      balanceDueOf({ status: order.status, amount_due: order.amountDue, paid_amount: order.paidAmount }),
    );
    if (amountPaise > balance)
      throw AppError.field(
        'amount',
        balance > 0
          ? `More than the balance due (${formatMoney(balance / 100)})`
          : 'Nothing is left to pay on this order',
      );
  } else if (-amountPaise > paid) {
    throw AppError.field('amount', `A refund cannot be more than what was paid (${formatMoney(paid / 100)})`);
  }
}

/**
 * Records a payment (or a refund, negative) of an order, in one transaction holding the order's row lock: two
 * payments at once are checked one after the other, so together they never pass the balance due. The order's
 * paid amount and payment status follow; the change is audited on the order and published as `payment.recorded`.
 */
export async function recordPayment(
  db: Db,
  events: EventSink,
  actor: NamedActor,
  orderId: number,
  req: TRecordPaymentRequest,
): Promise<TPayment> {
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !handlesOrder(actor, order)) throw new AppError('NOT_FOUND', 'Order not found');
    checkStaffPayment(actor, order, req);
    const amount = toPaise(req.amount);
    checkAmount(order, amount);
    const paid = (toPaise(order.paidAmount) + amount) / 100;
    const status = paymentStatusOf(order.amountDue, paid, amount < 0);
    const at = events.clock.now();
    const receiptNumber = `RCT-${orderId}-${(await repo.countPayments(tx, orderId)) + 1}`;
    const payment = await repo.insertPayment(tx, {
      orderId,
      amount: amount / 100,
      method: req.method,
      reference: req.reference || null,
      reason: amount < 0 ? req.reason!.trim() : null,
      recordedBy: actor.id,
      receiptNumber,
      createdAt: at,
    });
    await repo.setOrderPaid(tx, orderId, { amount: paid, status, at });
    const what = amount < 0 ? 'refund' : 'payment';
    await recordChange(tx, actor, {
      action: 'update',
      resource: 'orders',
      resourceId: orderId,
      summary: `Recorded a ${PAYMENT_METHOD_NAMES[req.method]} ${what} of ${formatMoney(Math.abs(amount) / 100)} on order #${orderId} (${receiptNumber})`,
      before: { paid_amount: Number(order.paidAmount), payment_status: order.paymentStatus },
      after: { paid_amount: paid, payment_status: status },
    });
    await publishEvent(
      tx,
      {
        type: 'payment.recorded',
        data: {
          payment_id: payment.id,
          order_id: orderId,
          customer_id: order.customerId,
          amount: amount / 100,
          method: req.method,
          reference: payment.reference,
          reason: payment.reason,
          receipt_number: receiptNumber,
          paid_amount: paid,
          amount_due: Number(order.amountDue),
          payment_status: status,
          created_at: at.toISOString(),
        },
      },
      events,
    );
    return payment.id;
  });
  return toPayment((await repo.findPayment(db, id))!);
}
