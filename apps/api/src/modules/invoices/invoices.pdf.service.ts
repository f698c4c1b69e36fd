import { amountInWords, formatRupees } from './invoices.amounts.service';
import {
  BOLD,
  drawBlock,
  drawHeading,
  formatDate,
  drawTotalLine,
  FONT,
  GREY,
  MARGIN,
  newDocument,
  rule,
  sellerLines,
  toBuffer,
  WIDTH,
  A4,
  type Seller,
} from './invoices.layout.service';
import { splitTax } from './invoices.tax.service';

/** One line of an invoice: pages at a price, the rush surcharge, the coupon's discount (a negative amount). */
export type InvoiceLine = {
  label: string;
  quantity: number;
  /** Paise. */
  unitPrice: number;
  /** Paise: what the line adds to the invoice (negative for a discount). */
  amount: number;
};

/** Everything an invoice prints, as plain data: amounts in whole paise, dates as `YYYY-MM-DD`. */
export type InvoiceDoc = {
  seller: Seller;
  buyer: { name: string; address: string; phone: string; gstin: string | null };
  number: string;
  date: string;
  /** The order the invoice is for. */
  orderId: number;
  lines: InvoiceLine[];
  /** The GST rate in percent. */
  gstRate: number;
  /** true: the lines' amounts include GST; false: GST is added to them. */
  pricesIncludeGst: boolean;
  /** What the customer has paid so far (paise). */
  paid: number;
  /** The services' accounting code (SAC) printed on the invoice. */
  sacCode: string;
};

const BOTTOM = A4[1] - MARGIN;
/** The columns of the lines' table: x and width of description, quantity, unit price, amount. */
const COLUMNS = [
  { title: 'Description', x: MARGIN, width: WIDTH * 0.5, align: 'left' },
  { title: 'Quantity', x: MARGIN + WIDTH * 0.5, width: WIDTH * 0.14, align: 'right' },
  { title: 'Unit price', x: MARGIN + WIDTH * 0.64, width: WIDTH * 0.17, align: 'right' },
  { title: 'Amount', x: MARGIN + WIDTH * 0.81, width: WIDTH * 0.19, align: 'right' },
] as const;

/** One row of the table at the current line, a new page first when it would not fit. */
function drawRow(doc: PDFKit.PDFDocument, cells: string[], bold = false): void {
  doc.font(bold ? BOLD : FONT).fontSize(10);
  const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: COLUMNS[i]!.width - 4 })));
  if (doc.y + height > BOTTOM - 200) doc.addPage();
  const y = doc.y;
  cells.forEach((cell, i) => {
    const col = COLUMNS[i]!;
    doc.fillColor(bold ? GREY : 'black').text(cell, col.x, y, { width: col.width - 4, align: col.align });
  });
  doc.y = y + height + 4;
}

/** The lines added up and taxed: what the totals of the invoice show. */
export function invoiceTotals(d: InvoiceDoc) {
  const amount = d.lines.reduce((sum, l) => sum + l.amount, 0);
  const tax = splitTax(amount, {
    rate: d.gstRate,
    pricesIncludeGst: d.pricesIncludeGst,
    sellerGstin: d.seller.gstin,
    buyerGstin: d.buyer.gstin,
  });
  return { ...tax, paid: d.paid, balance: tax.total - d.paid };
}

/** The tax invoice of an order, an A4 PDF: seller and buyer, the lines, GST, the total in figures and words. */
export async function renderInvoicePdf(d: InvoiceDoc): Promise<Buffer> {
  const doc = newDocument(`Tax invoice ${d.number}`, d.seller.legalName);
  drawHeading(doc, 'Tax Invoice', [
    ['Invoice number', d.number],
    ['Invoice date', formatDate(d.date)],
    ['Order', `#${d.orderId}`],
  ]);

  const top = doc.y;
  const half = WIDTH / 2 - 10;
  const sellerEnd = drawBlock(doc, 'Sold by', sellerLines(d.seller), MARGIN, top, half);
  const buyerLines = [
    { text: d.buyer.name, bold: true },
    { text: d.buyer.address },
    { text: `Phone: ${d.buyer.phone}` },
    ...(d.buyer.gstin ? [{ text: `GSTIN: ${d.buyer.gstin}` }] : []),
  ];
  const buyerEnd = drawBlock(doc, 'Bill to', buyerLines, MARGIN + WIDTH / 2 + 10, top, half);
  doc.y = Math.max(sellerEnd, buyerEnd) + 6;
  rule(doc);

  drawRow(
    doc,
    COLUMNS.map((c) => c.title),
    true,
  );
  for (const line of d.lines)
    drawRow(doc, [
      line.label,
      String(line.quantity),
      formatRupees(line.unitPrice),
      formatRupees(line.amount),
    ]);
  rule(doc);

  const t = invoiceTotals(d);
  const half2 = (rate: number) => `${rate / 2}%`;
  drawTotalLine(doc, 'Taxable value', formatRupees(t.taxable));
  if (t.interState) {
    drawTotalLine(doc, `IGST @ ${t.rate}%`, formatRupees(t.igst));
  } else {
    drawTotalLine(doc, `CGST @ ${half2(t.rate)}`, formatRupees(t.cgst));
    drawTotalLine(doc, `SGST @ ${half2(t.rate)}`, formatRupees(t.sgst));
  }
  drawTotalLine(doc, 'Total', formatRupees(t.total), true);
  drawTotalLine(doc, 'Amount paid', formatRupees(t.paid));
  drawTotalLine(doc, 'Balance due', formatRupees(t.balance), true);
  rule(doc);

  doc.font(FONT).fontSize(8).fillColor(GREY).text('TOTAL IN WORDS', MARGIN, doc.y, { width: WIDTH });
  doc
    .font(BOLD)
    .fontSize(10)
    .fillColor('black')
    .text(amountInWords(t.total), MARGIN, doc.y + 1, {
      width: WIDTH,
    });
  doc.moveDown();
  doc.font(FONT).fontSize(9).fillColor(GREY);
  const gstNote = d.pricesIncludeGst ? 'Prices include GST.' : 'GST is added to the prices.';
  doc.text(`SAC code: ${d.sacCode}. ${gstNote}`, MARGIN, doc.y, { width: WIDTH });
  doc.text('This is a computer-generated invoice and needs no signature.', MARGIN, doc.y + 2, {
    width: WIDTH,
  });
  return toBuffer(doc);
}
