import { amountInWords, formatRupees } from './invoices.amounts.service';
import {
  BOLD,
  drawBlock,
  drawHeading,
  formatDate,
  FONT,
  GREY,
  MARGIN,
  newDocument,
  rule,
  sellerLines,
  toBuffer,
  WIDTH,
  type Seller,
} from './invoices.layout.service';

export const PAYMENT_METHOD_LABELS = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank: 'Bank transfer',
} as const;

/** Everything a receipt for one payment prints, as plain data: paise, dates as `YYYY-MM-DD`. */
export type ReceiptDoc = {
  seller: Seller;
  number: string;
  date: string;
  orderId: number;
  /** The order's invoice number, once it has one. */
  invoiceNumber: string | null;
  /** Who paid (or was refunded). */
  customerName: string;
  method: keyof typeof PAYMENT_METHOD_LABELS;
  /** The UPI, card or bank reference, if any. */
  reference: string | null;
  /** Paise received; a negative amount is a refund paid back. */
  amount: number;
  /** Why a refund was made (refunds only). */
  reason: string | null;
  /** The staff user or super admin who took (or paid back) the money. */
  receivedBy: string;
};

/** One "label: value" line of the receipt's details. */
function detail(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor(GREY)
    .text(label, MARGIN, y, { width: WIDTH * 0.3 });
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor('black')
    .text(value, MARGIN + WIDTH * 0.3, y, { width: WIDTH * 0.7 });
  doc.y = Math.max(doc.y, y + 14) + 3;
}

/** A receipt for one payment (or refund), an A4 PDF: who, for which order, how, how much in figures and words. */
export async function renderReceiptPdf(d: ReceiptDoc): Promise<Buffer> {
  const refund = d.amount < 0;
  const title = refund ? 'Refund Receipt' : 'Payment Receipt';
  const doc = newDocument(`${title} ${d.number}`, d.seller.legalName);
  drawHeading(doc, title, [
    ['Receipt number', d.number],
    ['Date', formatDate(d.date)],
  ]);
  doc.y = drawBlock(doc, 'Issued by', sellerLines(d.seller), MARGIN, doc.y, WIDTH) + 6;
  rule(doc);

  detail(doc, refund ? 'Refunded to' : 'Received from', d.customerName);
  detail(doc, 'Order', `#${d.orderId}`);
  if (d.invoiceNumber) detail(doc, 'Invoice number', d.invoiceNumber);
  detail(doc, 'Method', PAYMENT_METHOD_LABELS[d.method]);
  if (d.reference) detail(doc, 'Reference', d.reference);
  if (refund && d.reason) detail(doc, 'Reason', d.reason);
  detail(doc, refund ? 'Refunded by' : 'Received by', d.receivedBy);
  rule(doc);

  doc.font(FONT).fontSize(8).fillColor(GREY);
  doc.text(refund ? 'AMOUNT REFUNDED' : 'AMOUNT RECEIVED', MARGIN, doc.y, { width: WIDTH });
  doc.font(BOLD).fontSize(16).fillColor('black');
  doc.text(formatRupees(Math.abs(d.amount)), MARGIN, doc.y + 2, { width: WIDTH });
  doc
    .font(BOLD)
    .fontSize(10)
    .text(amountInWords(Math.abs(d.amount)), MARGIN, doc.y + 2, { width: WIDTH });
  doc.moveDown();
  doc.font(FONT).fontSize(9).fillColor(GREY);
  const note = refund
    ? 'This refund has been paid back to the customer.'
    : 'Thank you for your payment. This is a computer-generated receipt and needs no signature.';
  doc.text(note, MARGIN, doc.y, { width: WIDTH });
  return toBuffer(doc);
}
