import { eq, sql } from 'drizzle-orm';

import { customers, invoiceCounters, orders } from '../../db/schema';

import type { DbOrTx } from '../../db/client';

/**
 * Raises the financial year's counter (making it at 1 for the year's first invoice) and returns the number it
 * now holds. The row stays locked until the caller's transaction ends: another transaction asking meanwhile
 * waits, then sees the committed number (or the old one again, if this transaction rolled back).
 */
export async function takeNextNumber(tx: DbOrTx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

/**
 * Writes an order's invoice number and date (given once: callers check that it has none) and the buyer's
 * GSTIN as the customer's record has it now, which the invoice keeps; returns what the `invoice.issued` event
 * tells of the order.
 */
export async function setOrderInvoice(
  tx: DbOrTx,
  orderId: number,
  invoice: { number: string; date: string },
): Promise<{ customerId: number; amountDue: number; paidAmount: number }> {
  const [row] = await tx
    .update(orders)
    .set({
      invoiceNumber: invoice.number,
      invoiceDate: invoice.date,
      buyerGstin: sql`(select ${customers.gstin} from ${customers} where ${customers.id} = ${orders.customerId})`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
    .returning({
      customerId: orders.customerId,
      amountDue: orders.amountDue,
      paidAmount: orders.paidAmount,
    });
  return row!;
}
