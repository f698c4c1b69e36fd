import { AppError } from '../../lib/app-error';
import { recordChange } from '../audit-log/audit-log.service';
import { checkInvoicedMove, invoiceOnDelivery } from '../invoices/invoices.service';
import { listPayments } from '../payments/payments.repository';
import { toPayment } from '../payments/payments.service';
import { refreshSaleAmount } from '../referrals/referrals.service';
import { findActiveStaff } from '../staff-users/staff-users.repository';
import { orderFields, orderPricingFields } from './orders.answer.service';
import { cancelOrder } from './orders.cancel.service';
import { publishOrderChange } from './orders.events.service';
import { listOrderFiles } from './orders.files.service';
import * as repo from './orders.repository';
import { decideOrderChange, isSameState, type Actor } from './orders.workflow.service';

import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventSink } from '../events/events.service';
import type {
  TBulkUpdateOrdersRequest,
  TBulkUpdateOrdersResponse,
  TOrder,
  TOrderDetail,
  TOrderFile,
  TPrintDetail,
  TUpdateOrderRequest,
} from '@printhub/contract';

export function toOrder({ order: o, assignedUserName, placedByName, firstFileId }: repo.OrderRow): TOrder {
  return {
    ...orderFields(o),
    assigned_user: o.assignedUser,
    assigned_user_name: assignedUserName,
    user: o.customerId,
    user_data: { first_name: o.firstName, last_name: o.lastName, email: o.email, mobile: o.mobile },
    placed_by: o.placedBy === null ? null : { id: o.placedBy, full_name: placedByName ?? '' },
    first_file_id: firstFileId,
    updated_at: o.updatedAt.toISOString(),
  };
}

/** The order, if the actor may see it: staff get "not found" for orders that are not theirs. */
async function visibleOrder(db: Db, actor: Actor, id: number): Promise<repo.OrderRow> {
  const row = await repo.findOrder(db, id);
  if (!row || (!actor.isSuperuser && row.order.assignedUser !== actor.id)) {
    throw new AppError('NOT_FOUND', 'Order not found');
  }
  return row;
}

export async function getOrder(db: Db, actor: Actor, id: number): Promise<TOrderDetail> {
  return detailOf(db, await visibleOrder(db, actor, id));
}

/** The order with its timeline, whoever asks (the caller has decided they may see it). */
export async function orderDetail(db: Db, id: number): Promise<TOrderDetail> {
  const row = await repo.findOrder(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Order not found');
  return detailOf(db, row);
}

async function detailOf(db: Db, row: repo.OrderRow): Promise<TOrderDetail> {
  const id = row.order.id;
  const [history, payments] = await Promise.all([repo.listHistory(db, id), listPayments(db, id)]);
  return {
    ...toOrder(row),
    ...orderPricingFields(row.order),
    payments: payments.map(toPayment),
    history: history.map(({ entry: h, changedByName }) => ({
      id: h.id,
      from_status: h.fromStatus,
      to_status: h.toStatus,
      from_assigned_user: h.fromAssignedUser,
      to_assigned_user: h.toAssignedUser,
      changed_by: h.changedBy,
      changed_by_name: changedByName,
      changed_at: h.changedAt.toISOString(),
    })),
  };
}

/** Who changes an order, with their name for the audit log. */
type NamedActor = Actor & { name: string };

/**
 * Applies one status/assignee change under a row lock, recording it in the history and the audit log; a
 * delivery gives the order its invoice number in the same transaction (by the shop's clock).
 */
export async function updateOrder(
  db: Db,
  events: EventSink,
  clock: Clock,
  actor: NamedActor,
  id: number,
  req: TUpdateOrderRequest,
  opts: { refuseDelivered?: boolean } = {},
): Promise<TOrder> {
  if (req.id !== id) throw AppError.field('id', 'The id does not match the order in the address');
  await db.transaction(async (tx) => {
    const current = await repo.lockOrder(tx, id);
    if (!current || (!actor.isSuperuser && current.assignedUser !== actor.id)) {
      throw new AppError('NOT_FOUND', 'Order not found');
    }
    if (opts.refuseDelivered && current.status === 'delivered') {
      throw AppError.field('assigned_user', 'A delivered order is not reassigned');
    }
    const next = decideOrderChange(current, req, actor);
    checkInvoicedMove(current, next);
    const dueAt = decideDueAt(current.dueAt, req.due_at, actor);
    if (dueAt && current.status === 'cancelled')
      throw AppError.field('due_at', 'A cancelled order is final: its due date does not change');
    if (dueAt) await changeDueAt(tx, actor, id, current.dueAt, dueAt);
    if (isSameState(current, next)) return;
    // The contract has made sure a cancellation comes with its reason.
    if (next.status === 'cancelled')
      return cancelOrder(tx, events, actor, current, req.cancel_reason!.trim());
    if (next.assignedUser !== null && next.assignedUser !== current.assignedUser) {
      if (!(await findActiveStaff(tx, next.assignedUser)))
        throw AppError.field('assigned_user', 'Choose an active staff user');
    }
    await repo.updateOrderState(tx, id, next);
    const invoice = await invoiceOnDelivery(tx, events, id, current, next);
    await repo.insertHistory(tx, {
      orderId: id,
      fromStatus: current.status,
      toStatus: next.status,
      fromAssignedUser: current.assignedUser,
      toAssignedUser: next.assignedUser,
      changedBy: actor.id,
    });
    const statusMoved = current.status !== next.status;
    await recordChange(tx, actor, {
      action: statusMoved ? 'status' : 'assign',
      resource: 'orders',
      resourceId: id,
      summary: statusMoved
        ? `Moved order #${id} from ${current.status} to ${next.status}`
        : `Assigned order #${id} to staff user #${next.assignedUser ?? 'none'}`,
      before: { status: current.status, assigned_user: current.assignedUser },
      after: {
        status: next.status,
        assigned_user: next.assignedUser,
        ...(invoice && { invoice_number: invoice.number }),
      },
    });
    // A referral's sale amount is what its customer's delivered orders come to: kept in this transaction.
    if ((current.status === 'delivered') !== (next.status === 'delivered'))
      await refreshSaleAmount(tx, current.customerId);
    // The customer (and a newly assigned staff user) are told, by what commits with the change.
    await publishOrderChange(tx, events, { ...current, ...next, dueAt: dueAt ?? current.dueAt }, current);
  });
  return toOrder((await repo.findOrder(db, id))!);
}

/**
 * The due date a PATCH sets, or null when it leaves it as it is: the web app sends the whole order, so the
 * same moment (in any offset) is no change. Only a super admin moves a due date.
 */
function decideDueAt(current: Date, sent: string | undefined, actor: Actor): Date | null {
  if (sent === undefined) return null;
  const dueAt = new Date(sent);
  if (dueAt.getTime() === current.getTime()) return null;
  if (!actor.isSuperuser) throw AppError.field('due_at', 'Only a super admin can change the due date');
  return dueAt;
}

async function changeDueAt(tx: Db, actor: NamedActor, id: number, before: Date, after: Date) {
  await repo.updateDueAt(tx, id, after);
  await recordChange(tx, actor, {
    action: 'update',
    resource: 'orders',
    resourceId: id,
    summary: `Changed the due date of order #${id}`,
    before: { due_at: before.toISOString() },
    after: { due_at: after.toISOString() },
  });
}

/**
 * Moves and/or assigns several orders, each checked by the workflow and committed on its own (with its own
 * audit entry); reports which failed and why. Assigning a confirmed order makes it assigned; an order already
 * on its way is reassigned.
 */
export async function bulkUpdate(
  db: Db,
  events: EventSink,
  clock: Clock,
  actor: NamedActor,
  req: TBulkUpdateOrdersRequest,
): Promise<TBulkUpdateOrdersResponse> {
  const result: TBulkUpdateOrdersResponse = { updated: [], failed: [] };
  const change = {
    ...(req.status !== undefined && { status: req.status }),
    ...(req.assigned_user !== undefined && { assigned_user: req.assigned_user }),
  };
  for (const id of [...new Set(req.ids)]) {
    try {
      // A bulk assignment leaves delivered orders alone (a slip of the selection, not a reassignment).
      await updateOrder(
        db,
        events,
        clock,
        actor,
        id,
        { id, ...change },
        { refuseDelivered: req.assigned_user !== undefined },
      );
      result.updated.push(id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.failed.push({ id, error: err.fieldErrors[0]?.message ?? err.message });
    }
  }
  return result;
}

export async function listFiles(db: Db, actor: Actor, orderId: number): Promise<TOrderFile[]> {
  await visibleOrder(db, actor, orderId);
  return listOrderFiles(db, orderId);
}

export async function getPrintDetail(db: Db, ref: string): Promise<TPrintDetail> {
  const row = await repo.findByPrintRef(db, ref);
  if (!row) throw new AppError('NOT_FOUND', 'Print not found');
  return { user_data: { first_name: row.firstName }, title: row.title, pdf_page_count: row.pdfPageCount };
}
