import {
  type TCustomerOrder,
  type TCustomerOrderDetail,
  type TPageQuery,
  type TPlaceOrderFields,
} from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { orderFields, orderPricingFields } from './orders.answer.service';
import * as repo from './orders.customer.repository';
import { writeOrder } from './orders.placement.service';
import { prepareOrder } from './orders.quote.service';

import type { Db } from '../../db/client';
import type { EventSink } from '../events/events.service';
import type { FileStore } from './orders.storage.service';
import type { SpooledFile } from './orders.upload.routes';

/**
 * POST /api/customer/orders. Refusals come before anything is written (orders.quote.service's prepareOrder);
 * then one transaction writes the order as a quote of the same fields prices it (orders.placement.service).
 */
export async function placeOrder(
  db: Db,
  events: EventSink,
  storage: FileStore,
  customerId: number,
  fields: TPlaceOrderFields,
  files: SpooledFile[],
  clock: Clock = systemClock,
): Promise<TCustomerOrder> {
  const prepared = await prepareOrder(db, customerId, fields, files, clock);
  const { id } = await writeOrder(db, prepared, {
    customer: async () => customerId,
    clock,
    events,
    storage,
  });
  return getCustomerOrder(db, customerId, id);
}

function toCustomerOrder(o: repo.CustomerOrderRow, files: repo.FileSummary[]): TCustomerOrder {
  return {
    ...orderFields(o),
    files: files
      .filter((f) => f.orderId === o.id)
      .map((f) => ({ id: f.id, name: f.name, pages: f.pages, size: f.size, preflight: f.preflight })),
  };
}

/** GET /api/customer/orders: the customer's own orders, newest first. */
export async function listCustomerOrders(db: Db, customerId: number, page: TPageQuery) {
  const { rows, count } = await repo.listCustomerOrders(db, customerId, page);
  const files = await repo.listFilesOf(
    db,
    rows.map((r) => r.id),
  );
  return { count, results: rows.map((r) => toCustomerOrder(r, files)) };
}

/** A staff user as a customer sees them: their first name. */
const firstName = (fullName: string | null) => fullName?.trim().split(/\s+/)[0] ?? null;

/** GET /api/customer/orders/{id}/: one of the customer's orders with its timeline; anyone else's is 404. */
export async function getCustomerOrder(
  db: Db,
  customerId: number,
  id: number,
): Promise<TCustomerOrderDetail> {
  const order = await repo.findCustomerOrder(db, customerId, id);
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const [files, timeline] = await Promise.all([repo.listFilesOf(db, [id]), repo.listTimeline(db, id)]);
  return {
    ...toCustomerOrder(order, files),
    ...orderPricingFields(order),
    history: timeline.map((h) => ({
      from_status: h.fromStatus,
      to_status: h.toStatus,
      changed_by: firstName(h.changedByName),
      assigned_to: firstName(h.assignedToName),
      changed_at: h.changedAt.toISOString(),
    })),
  };
}
