import { AppError, isUniqueViolation } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { recordChange } from '../audit-log/audit-log.service';
import { emailTaken } from '../customers/customers.repository';
import { createCounterCustomer, DUPLICATE_EMAIL } from '../customers/customers.service';
import { findContact } from './orders.customer.repository';
import { writeOrder } from './orders.placement.service';
import { prepareOrder, quoteOrder } from './orders.quote.service';
import { orderDetail } from './orders.service';

import type { Db } from '../../db/client';
import type { EventSink } from '../events/events.service';
import type { FileStore } from './orders.storage.service';
import type { SpooledFile } from './orders.upload.routes';
import type { Actor } from './orders.workflow.service';
import type { TCounterOrderFields, TOrderDetail, TQuote } from '@printhub/contract';

type CounterActor = Actor & { name: string };

/**
 * The existing customer's id (refused on `customer_id` when there is none), or null for a new one, whose
 * e-mail, when given, must be no one's yet (checked again, by the unique index, when the customer is made).
 */
async function existingCustomer(db: Db, fields: TCounterOrderFields): Promise<number | null> {
  const customer = fields.customer;
  if ('new' in customer) {
    if (customer.new.email && (await emailTaken(db, customer.new.email)))
      throw AppError.field('email', DUPLICATE_EMAIL);
    return null;
  }
  if (!(await findContact(db, customer.id))) throw AppError.field('customer_id', 'There is no such user');
  return customer.id;
}

/** POST /api/quote: the counter order these fields and files would make, with nothing written. */
export async function quoteCounterOrder(
  db: Db,
  fields: TCounterOrderFields,
  files: SpooledFile[],
  clock: Clock = systemClock,
): Promise<TQuote> {
  return quoteOrder(db, await existingCustomer(db, fields), fields, files, clock);
}

/**
 * POST /api/all-orders/: an order taken at the counter for an existing customer or one made on the spot, with
 * the customers' app's checks and price (the same prepare and write). It records who placed it; a staff
 * user's order is assigned to them unless they sent `assign_to_me=false` (a super admin's never is). The new
 * customer, the order and the audit entries are one transaction.
 */
export async function placeCounterOrder(
  db: Db,
  events: EventSink,
  storage: FileStore,
  actor: CounterActor,
  fields: TCounterOrderFields,
  files: SpooledFile[],
  clock: Clock = systemClock,
): Promise<TOrderDetail> {
  const existing = await existingCustomer(db, fields);
  const customer = fields.customer;
  const prepared = await prepareOrder(db, existing, fields, files, clock);
  const assignTo = !actor.isSuperuser && fields.assign_to_me ? actor.id : null;
  const auditActor = { id: actor.id, name: actor.name };
  try {
    const { id } = await writeOrder(db, prepared, {
      customer: async (tx) =>
        'new' in customer ? (await createCounterCustomer(tx, auditActor, customer.new)).id : existing!,
      clock,
      events,
      storage,
      placedBy: actor.id,
      assignTo,
      then: (tx, order) =>
        recordChange(tx, auditActor, {
          action: 'create',
          resource: 'orders',
          resourceId: order.id,
          summary: `Took order #${order.id} at the counter for user #${order.customerId}`,
          after: {
            customer_id: order.customerId,
            title: fields.title,
            coupon_code: fields.coupon_code ?? null,
            rush: fields.rush,
            assigned_user: assignTo,
          },
        }),
    });
    // Answered even when the staff user left it unassigned (they may not open it afterwards).
    return await orderDetail(db, id);
  } catch (err) {
    // Two counters making the same new customer at once: the e-mail's unique index lets one through.
    if ('new' in customer && customer.new.email && isUniqueViolation(err))
      throw AppError.field('email', DUPLICATE_EMAIL);
    throw err;
  }
}
