import { AppError } from '../../lib/app-error';
import { recordChange, type Actor } from '../audit-log/audit-log.service';
import { giveInvoiceNumber } from '../invoices/invoices.service';
import * as repo from './orders.repository';
import { toOrder } from './orders.service';

import type { Db } from '../../db/client';
import type { EventSink } from '../events/events.service';
import type { TOrder } from '@printhub/contract';

/**
 * A super admin numbers an order's invoice before it is delivered. An order that has a number keeps it: the
 * answer is the order as it is, and nothing is written.
 */
export async function numberInvoice(db: Db, events: EventSink, actor: Actor, id: number): Promise<TOrder> {
  await db.transaction(async (tx) => {
    const current = await repo.lockOrder(tx, id);
    if (!current) throw new AppError('NOT_FOUND', 'Order not found');
    if (current.invoiceNumber !== null) return;
    const invoice = await giveInvoiceNumber(tx, events.clock, id, events);
    await recordChange(tx, actor, {
      action: 'update',
      resource: 'orders',
      resourceId: id,
      summary: `Gave order #${id} the invoice number ${invoice.number}`,
      before: { invoice_number: null, invoice_date: null },
      after: { invoice_number: invoice.number, invoice_date: invoice.date },
    });
  });
  return toOrder((await repo.findOrder(db, id))!);
}
