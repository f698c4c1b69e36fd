import { GST_STATE_NAMES, gstinStateCode, toPaise } from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { shopDate } from '../../lib/clock';
import { readSettings } from '../configurations/configurations.service';
import { findOrder, type OrderRow } from '../orders/orders.repository';
import { findPayment } from '../payments/payments.repository';
import { handlesOrder } from '../payments/payments.service';
import { renderInvoicePdf, type InvoiceDoc, type InvoiceLine } from './invoices.pdf.service';
import { renderReceiptPdf } from './invoices.receipt.service';

import type { DbOrTx } from '../../db/client';
import type { Actor } from '../orders/orders.workflow.service';
import type { Seller } from './invoices.layout.service';

/** Who asks for a document: a back-office account, or a customer (their own orders only). */
export type DocumentViewer = { kind: 'account'; actor: Actor } | { kind: 'customer'; id: number };

const mayRead = (viewer: DocumentViewer, row: OrderRow['order']) =>
  viewer.kind === 'customer' ? row.customerId === viewer.id : handlesOrder(viewer.actor, row);

/** The seller as the shop's settings describe it now, and the SAC code its invoices print. */
async function sellerOf(db: DbOrTx): Promise<{ seller: Seller; sacCode: string }> {
  const s = await readSettings(db, ['legal_name', 'address', 'gstin', 'sac_code']);
  const code = gstinStateCode(s.gstin);
  return {
    seller: {
      legalName: s.legal_name,
      address: s.address,
      gstin: s.gstin,
      state: code ? (GST_STATE_NAMES[code] ?? code) : '',
    },
    sacCode: s.sac_code,
  };
}

/**
 * The invoice's lines: the order's stored price lines (their unit price to the paisa) and its coupon's
 * discount as a negative line, so that they add up to what the order owes before any GST added to it.
 */
function invoiceLines(o: OrderRow['order']): InvoiceLine[] {
  const lines: InvoiceLine[] = o.priceLines.map((l) => ({
    label: l.label,
    quantity: l.quantity,
    unitPrice: toPaise(l.unit_price),
    amount: toPaise(l.amount),
  }));
  const discount = toPaise(o.discount);
  if (discount > 0)
    lines.push({
      label: o.couponCode ? `Coupon ${o.couponCode}` : 'Discount',
      quantity: 1,
      unitPrice: -discount,
      amount: -discount,
    });
  return lines;
}

/**
 * The invoice of an order as its PDF prints it: its stored lines and GST terms, the buyer (with the GSTIN they
 * had when it was numbered), the seller now.
 */
export async function invoiceDocOf(db: DbOrTx, row: OrderRow['order']): Promise<InvoiceDoc> {
  if (!row.invoiceNumber || !row.invoiceDate) throw new AppError('NOT_FOUND', 'The order has no invoice yet');
  return {
    ...(await sellerOf(db)),
    buyer: {
      name: `${row.firstName} ${row.lastName}`.trim(),
      address: row.deliveryAddress,
      phone: row.mobile,
      gstin: row.buyerGstin,
    },
    number: row.invoiceNumber,
    date: row.invoiceDate,
    orderId: row.id,
    lines: invoiceLines(row),
    gstRate: Number(row.gstPercentage),
    pricesIncludeGst: row.pricesIncludeGst,
    paid: toPaise(row.paidAmount),
  };
}

/** The order's invoice PDF and its file name; 404 for an order the viewer may not read or without a number. */
export async function invoicePdf(
  db: DbOrTx,
  viewer: DocumentViewer,
  orderId: number,
): Promise<{ pdf: Buffer; name: string }> {
  const row = await findOrder(db, orderId);
  if (!row || !mayRead(viewer, row.order)) throw new AppError('NOT_FOUND', 'Order not found');
  const doc = await invoiceDocOf(db, row.order);
  return { pdf: await renderInvoicePdf(doc), name: `${doc.number.replaceAll('/', '-')}.pdf` };
}

/**
 * The order's invoice as an e-mail attachment, rendered when the message is sent (never stored); null for an
 * order gone or without a number.
 */
export async function invoiceAttachment(
  db: DbOrTx,
  orderId: number,
): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
  const row = await findOrder(db, orderId);
  if (!row?.order.invoiceNumber) return null;
  const doc = await invoiceDocOf(db, row.order);
  return {
    filename: `${doc.number.replaceAll('/', '-')}.pdf`,
    content: await renderInvoicePdf(doc),
    contentType: 'application/pdf',
  };
}

/** A payment's receipt PDF and its file name, for whoever may read its order (404 otherwise). */
export async function receiptPdf(
  db: DbOrTx,
  actor: Actor,
  paymentId: number,
  timeZone: string,
): Promise<{ pdf: Buffer; name: string }> {
  const payment = await findPayment(db, paymentId);
  const row = payment && (await findOrder(db, payment.payment.orderId));
  if (!payment || !row || !handlesOrder(actor, row.order))
    throw new AppError('NOT_FOUND', 'Payment not found');
  const p = payment.payment;
  const o = row.order;
  const { seller } = await sellerOf(db);
  const pdf = await renderReceiptPdf({
    seller,
    number: p.receiptNumber,
    date: shopDate(p.createdAt, timeZone),
    orderId: o.id,
    invoiceNumber: o.invoiceNumber,
    customerName: `${o.firstName} ${o.lastName}`.trim(),
    method: p.method,
    reference: p.reference,
    amount: toPaise(p.amount),
    reason: p.reason,
    receivedBy: payment.recordedByName ?? seller.legalName,
  });
  return { pdf, name: `${p.receiptNumber}.pdf` };
}
