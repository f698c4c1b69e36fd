import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import PDFDocument from 'pdfkit';

/**
 * What the invoice and the receipt share: the A4 page, the font and the way a document becomes bytes.
 *
 * The font is Noto Sans Devanagari, shipped in an npm package (no system font is needed): one file with the
 * Latin letters, the Devanagari script (a name or an address written in Hindi or Marathi prints as written)
 * and the rupee sign ₹.
 */

const requireFrom = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const fontFile = (weight: string) =>
  requireFrom.resolve(`${FONT_PACKAGE}/${weight}/NotoSansDevanagari_${weight}.ttf`);

let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The font files, read once per process. */
function fontData() {
  fonts ??= { regular: readFileSync(fontFile('400Regular')), bold: readFileSync(fontFile('700Bold')) };
  return fonts;
}

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 40;
/** The width between the margins. */
export const WIDTH = A4[0] - 2 * MARGIN;
export const GREY = '#555555';
export const FONT = 'Body';
export const BOLD = 'Body-Bold';

/** The seller as the documents print them. */
export type Seller = {
  legalName: string;
  address: string;
  gstin: string;
  /** The state the seller is registered in ("Karnataka"). */
  state: string;
};

/** A new A4 document with the font registered, titled for a viewer's window. */
export function newDocument(title: string, author: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    compress: true,
    info: { Title: title, Author: author, Creator: author },
  });
  const { regular, bold } = fontData();
  doc.registerFont(FONT, regular);
  doc.registerFont(BOLD, bold);
  doc.font(FONT);
  return doc;
}

/** A `YYYY-MM-DD` date as the documents print it: "28 Nov 2026". */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleString('en-GB', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${day} ${name} ${year}`;
}

/** Ends the document and resolves with its bytes. */
export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** The document's title on the left and its number and date on the right, on one band at the top. */
export function drawHeading(doc: PDFKit.PDFDocument, title: string, facts: [string, string][]): void {
  doc
    .font(BOLD)
    .fontSize(18)
    .fillColor('black')
    .text(title, MARGIN, MARGIN, { width: WIDTH / 2 });
  let y = MARGIN;
  for (const [label, value] of facts) {
    doc.font(FONT).fontSize(9).fillColor(GREY);
    doc.text(label, MARGIN + WIDTH / 2, y, { width: WIDTH / 4, align: 'right' });
    doc.font(BOLD).fontSize(10).fillColor('black');
    doc.text(value, MARGIN + (3 * WIDTH) / 4, y - 1, { width: WIDTH / 4, align: 'right' });
    y += 16;
  }
  doc.y = Math.max(doc.y, y) + 10;
  rule(doc);
}

/** A thin line across the page under what was drawn last. */
export function rule(doc: PDFKit.PDFDocument): void {
  const y = doc.y + 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .stroke(GREY);
  doc.y = y + 10;
}

/** A block of lines under a small grey label, at `x` and `width`, from `y`; returns where it ends. */
export function drawBlock(
  doc: PDFKit.PDFDocument,
  label: string,
  lines: { text: string; bold?: boolean }[],
  x: number,
  y: number,
  width: number,
): number {
  doc.font(FONT).fontSize(8).fillColor(GREY).text(label.toUpperCase(), x, y, { width });
  for (const line of lines) {
    doc
      .font(line.bold ? BOLD : FONT)
      .fontSize(10)
      .fillColor('black');
    doc.text(line.text, x, doc.y + 1, { width });
  }
  return doc.y;
}

/** The seller's block: legal name, address, GSTIN and state. */
export const sellerLines = (s: Seller) => [
  { text: s.legalName, bold: true },
  { text: s.address },
  { text: `GSTIN: ${s.gstin}` },
  { text: `State: ${s.state} (code ${s.gstin.slice(0, 2)})` },
];

/** A label and its value on one line of a right-hand column (the totals): `bold` for the one that matters. */
export function drawTotalLine(doc: PDFKit.PDFDocument, label: string, value: string, bold = false): void {
  const y = doc.y;
  const labelX = MARGIN + WIDTH / 2;
  doc
    .font(bold ? BOLD : FONT)
    .fontSize(bold ? 11 : 10)
    .fillColor('black');
  doc.text(label, labelX, y, { width: WIDTH / 4, align: 'left' });
  doc.text(value, labelX + WIDTH / 4, y, { width: WIDTH / 4, align: 'right' });
  doc.y = Math.max(doc.y, y + 14) + 2;
}
