import { AppError } from '../../lib/app-error';
import { shopDate, type Clock } from '../../lib/clock';
import { publishEvent, type EventSink } from '../events/events.service';
import { setOrderInvoice, takeNextNumber } from './invoices.repository';

import type { DbOrTx } from '../../db/client';
import type { TOrderStatus } from '@printhub/contract';

/** An invoice number and the shop's date it was given on (`YYYY-MM-DD`). */
export type InvoiceNumber = { number: string; date: string };

/**
 * The Indian financial year a shop date falls in, April to March: `2026-27` from 1 April 2026 to
 * 31 March 2027.
 */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** `INV/2026-27/000001`: the year's sequence number, six digits (more once a year passes a million). */
export const formatInvoiceNumber = (financialYear: string, n: number): string =>
  `INV/${financialYear}/${String(n).padStart(6, '0')}`;

/**
 * Gives an order the next invoice number of the financial year the shop's clock is in, in the caller's
 * transaction (which holds the order's row lock): the number is the year's last + 1 once that transaction
 * commits, and nothing is used if it rolls back. `invoice.issued` is published with it (to `events`, if any).
 */
export async function giveInvoiceNumber(
  tx: DbOrTx,
  clock: Clock,
  orderId: number,
  events: EventSink | null = null,
): Promise<InvoiceNumber> {
  const date = shopDate(clock.now(), clock.timeZone);
  const financialYear = financialYearOf(date);
  const invoice = {
    number: formatInvoiceNumber(financialYear, await takeNextNumber(tx, financialYear)),
    date,
  };
  const order = await setOrderInvoice(tx, orderId, invoice);
  const data = {
    order_id: orderId,
    customer_id: order.customerId,
    invoice_number: invoice.number,
    invoice_date: invoice.date,
    amount_due: Number(order.amountDue),
    paid_amount: Number(order.paidAmount),
  };
  await publishEvent(tx, { type: 'invoice.issued', data }, events);
  return invoice;
}

type Move = { status: TOrderStatus };
type Invoiced = Move & { invoiceNumber: string | null };

/**
 * What an invoice number asks of a status change: a delivered order that has one stays delivered, and an order
 * that has one (numbered early) is not cancelled (its invoice stands; undoing it would take a credit note).
 */
export function checkInvoicedMove(current: Invoiced, next: Move): void {
  if (next.status === 'cancelled' && current.status !== 'cancelled' && current.invoiceNumber !== null) {
    throw AppError.field('status', `An order with an invoice (${current.invoiceNumber}) cannot be cancelled`);
  }
  if (current.status === 'delivered' && current.invoiceNumber !== null && next.status !== 'delivered') {
    throw AppError.field(
      'status',
      `A delivered order with an invoice (${current.invoiceNumber}) cannot move back`,
    );
  }
}

/**
 * The invoice number a status change gives, in its transaction: the year's next when the order becomes
 * delivered without one yet; null otherwise (an order keeps the number it has, whatever its moves).
 */
export async function invoiceOnDelivery(
  tx: DbOrTx,
  events: EventSink,
  orderId: number,
  current: Invoiced,
  next: Move,
): Promise<InvoiceNumber | null> {
  if (next.status !== 'delivered' || current.status === 'delivered' || current.invoiceNumber !== null)
    return null;
  return giveInvoiceNumber(tx, events.clock, orderId, events);
}
