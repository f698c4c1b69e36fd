import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';

import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { businessMetrics } from '../../lib/metrics';
import * as repo from './orders.customer.repository';
import { publishOrderChange } from './orders.events.service';
import { discardOrderFiles, storeOrderFile } from './orders.files.service';
import { queueOrderPages } from './orders.pages-pass.service';
import { applicableCoupon, priceOf, type PreparedOrder } from './orders.quote.service';
import { insertHistory } from './orders.repository';
import { ORDER_FILE_CHUNK_BYTES, type FileStore } from './orders.storage.service';

import type { Db, DbOrTx } from '../../db/client';
import type { EventSink } from '../events/events.service';

/** How an order is placed: for whom, by whom, and in which state it starts. */
export type Placement = {
  /** The customer's id, found or made inside the order's transaction (all of it or nothing). */
  customer: (tx: Db) => Promise<number>;
  clock?: Clock;
  /** The account that took the order at the counter (null: the customer placed it). */
  placedBy?: number | null;
  /** Assigned to this staff user from the start (status `assigned`); null: `confirmed`, unassigned. */
  assignTo?: number | null;
  /** Where the order's events go (the customer's e-mail, webhooks). */
  events: EventSink;
  /** Where the files' bytes go. */
  storage: FileStore;
  /** Anything else the same transaction writes (an audit entry), once the order exists. */
  then?: (tx: DbOrTx, order: { id: number; customerId: number }) => Promise<void>;
};

/**
 * Writes a prepared order (orders.quote.service's prepareOrder has made every refusal that needs no
 * transaction). One transaction checks the coupon again under the customer's row lock, prices the order as a
 * quote does, writes the order, its first timeline step and its files, queues the pass over its files (its
 * first page drawn, its pages checked for colour and blanks), and counts the coupon's use: all of it
 * or nothing (with S3 storage, the objects of a transaction that rolls back are deleted). Returns the order's
 * and the customer's ids.
 */
export async function writeOrder(
  db: Db,
  p: PreparedOrder,
  how: Placement,
): Promise<{ id: number; customerId: number }> {
  const clock = how.clock ?? systemClock;
  const code = p.fields.coupon_code;
  const assignTo = how.assignTo ?? null;
  const status = assignTo === null ? 'confirmed' : 'assigned';
  const written: (string | null)[] = [];
  const placing = db.transaction(async (tx) => {
    const customerId = await how.customer(tx);
    const coupon = code
      ? await applicableCoupon(tx, code, customerId, { lock: true, now: clock.now() })
      : null;
    const contact = await repo.findContact(tx, customerId);
    if (!contact) throw new AppError('UNAUTHORIZED', 'Not signed in');
    const placedAt = clock.now();
    const price = priceOf(p, coupon, placedAt);
    const order = await repo.insertOrder(tx, {
      customerId,
      orderType: 'print',
      status,
      assignedUser: assignTo,
      placedBy: how.placedBy ?? null,
      ...contact,
      // An order keeps a copy of the contact details; a customer without an e-mail leaves it blank there.
      email: contact.email ?? '',
      title: p.fields.title,
      pdfPageCount: p.pages,
      copies: p.fields.copies,
      options: {
        color: p.fields.color,
        sides: p.fields.sides,
        paper_size: p.fields.paper_size,
        binding: p.fields.binding,
      },
      amount: price.amount,
      discount: price.discount,
      amountDue: price.amountDue,
      priceLines: price.lines,
      gstPercentage: price.gstPercentage,
      pricesIncludeGst: price.pricesIncludeGst,
      couponCode: coupon?.code ?? null,
      deliveryAddress: p.fields.delivery_address,
      printRef: randomBytes(16).toString('base64url'),
      rush: p.fields.rush,
      dueAt: price.dueAt,
      createdAt: placedAt,
      updatedAt: placedAt,
    });
    await insertHistory(tx, {
      orderId: order.id,
      fromStatus: null,
      toStatus: status,
      toAssignedUser: assignTo,
      changedBy: how.placedBy ?? null,
      changedAt: placedAt,
    });
    for (const file of p.files) {
      const content = createReadStream(file.path, { highWaterMark: ORDER_FILE_CHUNK_BYTES });
      const stored = await storeOrderFile(
        tx,
        how.storage,
        order.id,
        { name: file.name, content },
        file.pages,
        file.preflight,
      );
      written.push(stored.storageKey);
    }
    // After the order is placed, one pass over its files draws the first file's first page (the board and
    // the lists show it: drawn now, not when a list asks) and finds the files' colour and blank pages.
    await queueOrderPages(tx, how.events.jobs, order.id);
    if (coupon) await repo.addCouponUse(tx, coupon.id);
    await how.then?.(tx, { id: order.id, customerId });
    await publishOrderChange(tx, how.events, order, null);
    return { id: order.id, customerId };
  });
  const placed = await placing.catch(async (err: unknown) => {
    await discardOrderFiles(how.storage, written);
    throw err;
  });
  businessMetrics.ordersPlaced.inc();
  return placed;
}
