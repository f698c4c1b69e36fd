import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

import type { TPrintOptions } from '@printhub/contract';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What one ticket prints: the order, its files, and what the shop's pages and checks add to it. */
export type Ticket = {
  id: number;
  printRef: string;
  customerName: string;
  mobile: string;
  title: string;
  copies: number;
  options: TPrintOptions;
  rush: boolean;
  dueAt: Date;
  deliveryAddress: string;
  files: { name: string; pages: number }[];
  /** The files' preflight warnings, one line each (none: nothing is printed for them). */
  preflightWarnings: string[];
  /** The first page as a PNG, drawn in the picture column (null: the column stays empty). */
  firstPage: Buffer | null;
  /** What the QR code encodes: the order in the back office. */
  url: string;
};

/** What every ticket of a document shares: the shop's name and clock. */
export type TicketStyle = { shopName: string; timeZone: string };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const QR_SIDE = 150;
/** The right-hand column beside the details: the first page's picture. */
const THUMB = { width: 150, height: 212 };
const GREY = '#555555';

const OPTION_LABELS = {
  color: { 'black-and-white': 'Black and white', color: 'Colour' },
  sides: { single: 'Single-sided', double: 'Double-sided' },
  binding: { none: 'No binding', staple: 'Stapled', spiral: 'Spiral binding' },
} as const;

/** What the standard PDF fonts print beyond Latin-1 (their WinAnsi encoding): dashes, quotes, the euro… */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard PDF fonts can print: a character they have stays, an accented one loses its accent
 * (Ā → A) and anything else becomes "?", so that a name in another script still shows where it stands
 * rather than garbage.
 */
export function printable(text: string): string {
  const fits = (c: string) => /[\n\x20-\x7e\xa0-\xff]/.test(c) || WIN_ANSI_EXTRA.has(c);
  return Array.from(text, (c) => {
    if (fits(c)) return c;
    const bare = c.normalize('NFKD').replace(/\p{M}/gu, '');
    return bare !== '' && Array.from(bare).every(fits) ? bare : '?';
  }).join('');
}

/** The due date as the shop reads it, in its time zone: "Sat 28 Nov 2026, 20:00". */
export function ticketDueDate(dueAt: Date, timeZone: string): string {
  return dayjs(dueAt).tz(timeZone).format('ddd D MMM YYYY, HH:mm');
}

export function optionsLine(copies: number, o: TPrintOptions): string {
  return [
    `${copies} ${copies === 1 ? 'copy' : 'copies'}`,
    OPTION_LABELS.color[o.color],
    OPTION_LABELS.sides[o.sides],
    o.paper_size,
    OPTION_LABELS.binding[o.binding],
  ].join(' · ');
}

/** A new ticket document: A4 pages, one per ticket, compressed; pipe it or send it as a stream. */
export function newTicketDocument(shopName: string): PDFKit.PDFDocument {
  return new PDFDocument({
    size: A4,
    margin: MARGIN,
    autoFirstPage: false,
    compress: true,
    info: { Title: `${printable(shopName)} job tickets`, Creator: printable(shopName) },
  });
}

/** The QR code as filled squares, a row's adjacent dark modules drawn as one rectangle. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const unit = side / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; ) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      doc.rect(x + (quiet + start) * unit, y + (quiet + row) * unit, (col - start) * unit, unit);
    }
  }
  doc.fillColor('black').fill();
}

/** One labelled field of the details column, at most `lines` lines high (the rest cut with an ellipsis). */
function field(doc: PDFKit.PDFDocument, label: string, value: string, width: number, lines = 1) {
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label.toUpperCase(), MARGIN, doc.y, { width });
  doc.font('Helvetica').fontSize(12).fillColor('black');
  const height = doc.currentLineHeight(true) * lines;
  doc.text(printable(value) || '—', MARGIN, doc.y + 1, { width, height, ellipsis: true });
  doc.y += 8;
}

/** The first page's picture at the top of its column, as large as the column lets it be, framed. */
function drawFirstPage(doc: PDFKit.PDFDocument, png: Buffer, x: number, y: number) {
  // A PNG's size is in its header (IHDR): width, then height, from byte 16.
  const [pngWidth, pngHeight] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  const scale = Math.min(THUMB.width / pngWidth, THUMB.height / pngHeight);
  const [width, height] = [pngWidth * scale, pngHeight * scale];
  const left = x + (THUMB.width - width) / 2;
  const textY = doc.y;
  doc.image(png, left, y, { width, height });
  doc.rect(left, y, width, height).lineWidth(0.5).stroke(GREY);
  // Drawing an image where the text stands moves the text down: the details keep their place.
  doc.y = textY;
}

/** Draws one ticket on a page of its own. Everything is bounded, so a ticket never spills onto a second page. */
export function drawTicket(doc: PDFKit.PDFDocument, t: Ticket, style: TicketStyle): void {
  doc.addPage();
  const [pageWidth] = A4;
  const qrX = pageWidth - MARGIN - QR_SIDE;
  const headWidth = qrX - MARGIN - 12;

  doc.font('Helvetica').fontSize(14).fillColor(GREY);
  doc.text(printable(style.shopName), MARGIN, MARGIN, { width: headWidth, height: 18, ellipsis: true });
  doc.font('Helvetica-Bold').fontSize(40).fillColor('black');
  doc.text(`Order #${t.id}`, MARGIN, MARGIN + 22, { width: headWidth, lineBreak: false });
  // Courier's letters are 0.6 em wide: the reference is as large as its length lets it be on one line.
  const refSize = Math.min(22, headWidth / (0.6 * (t.printRef.length + 4)));
  doc.font('Courier-Bold').fontSize(refSize);
  doc.text(`Ref ${t.printRef}`, MARGIN, MARGIN + 72, { width: headWidth, lineBreak: false });

  drawQr(doc, t.url, qrX, MARGIN - 8, QR_SIDE);
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  doc.text('Scan to open the order', qrX, MARGIN + QR_SIDE - 12, { width: QR_SIDE, align: 'center' });

  let y = MARGIN + 110;
  if (t.rush) {
    doc.rect(MARGIN, y, 92, 30).fillColor('black').fill();
    doc.font('Helvetica-Bold').fontSize(22).fillColor('white');
    doc.text('RUSH', MARGIN, y + 5, { width: 92, align: 'center', lineBreak: false });
    y += 40;
  }
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black');
  doc.text(`Due ${ticketDueDate(t.dueAt, style.timeZone)}`, MARGIN, y, {
    width: headWidth,
    lineBreak: false,
  });

  const top = y + 44;
  doc
    .moveTo(MARGIN, top - 12)
    .lineTo(pageWidth - MARGIN, top - 12)
    .lineWidth(0.5)
    .stroke(GREY);
  const thumbX = pageWidth - MARGIN - THUMB.width;
  const width = thumbX - MARGIN - 18;
  doc.y = top;
  if (t.firstPage) drawFirstPage(doc, t.firstPage, thumbX, top);
  field(doc, 'Customer', [t.customerName, t.mobile].filter(Boolean).join(' · '), width);
  field(doc, 'Title', t.title, width, 2);
  field(doc, 'Copies and options', optionsLine(t.copies, t.options), width, 2);
  field(doc, 'Delivery address', t.deliveryAddress, width, 4);
  const files = t.files.map((f) => `${f.name} (${f.pages} ${f.pages === 1 ? 'page' : 'pages'})`);
  field(doc, `Files (${t.files.length})`, files.join('\n'), width, 10);
  if (t.preflightWarnings.length > 0) field(doc, 'Preflight', t.preflightWarnings.join('\n'), width, 6);
}
