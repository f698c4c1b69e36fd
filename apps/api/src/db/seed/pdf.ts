import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

export type PdfSpec = {
  pages: number;
  /** Printed on every page. */
  title?: string;
  /** Adds an unreferenced stream of random bytes so that the file reaches about this many bytes. */
  padTo?: number;
  /** The paper of every page (default A4), portrait. */
  paper?: keyof typeof PDF_PAPER_POINTS;
  /** Pages (from 1) turned landscape: their box is the paper's, wide. */
  landscapePages?: readonly number[];
  /** Pages (from 1) that also paint a red block. */
  colorPages?: readonly number[];
  /** Pages (from 1) with nothing on them. */
  blankPages?: readonly number[];
};

/** Each paper's box in points, portrait (what `makePdf` writes, and what a reader finds on its pages). */
export const PDF_PAPER_POINTS = { A4: [595, 842], A3: [842, 1191], Letter: [612, 792] } as const;

/**
 * Each page's box as a PDF reader finds it on a `makePdf` file (`[x1, y1, x2, y2, rotate, userUnit]`, the
 * PDF workers' page boxes), without reading the file.
 */
export function pdfPageBoxes(spec: PdfSpec): number[][] {
  const [width, height] = PDF_PAPER_POINTS[spec.paper ?? 'A4'];
  const wide = new Set(spec.landscapePages ?? []);
  return Array.from({ length: spec.pages }, (_, i) =>
    wide.has(i + 1) ? [0, 0, height, width, 0, 1] : [0, 0, width, height, 0, 1],
  );
}

/** PDF literal strings escape `\`, `(` and `)`; anything outside printable ASCII becomes `?`. */
const literal = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function streamObject(num: number, dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    latin1(`${num} 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`),
    data,
    latin1('\nendstream\nendobj\n'),
  ]);
}

/** A page's dictionary: its own box when landscape, the shared text, the red block, or no contents at all. */
function pageObject(spec: PdfSpec, n: number, colorObj: number): string {
  const [width, height] = PDF_PAPER_POINTS[spec.paper ?? 'A4'];
  const box = spec.landscapePages?.includes(n) ? ` /MediaBox [0 0 ${height} ${width}]` : '';
  let contents = ' /Contents 4 0 R';
  if (spec.blankPages?.includes(n)) contents = '';
  else if (spec.colorPages?.includes(n)) contents = ` /Contents [4 0 R ${colorObj} 0 R]`;
  return `<< /Type /Page /Parent 2 0 R${box}${contents} >>`;
}

/**
 * A small, valid PDF 1.5 of `pages` pages (A4 unless `paper` says otherwise; some landscape, in colour or blank
 * when asked), written by hand so that the demo data and the tests have real files to count and download.
 * The page objects sit in one compressed object stream and the cross-reference is a compressed stream too,
 * so a 400-page demo file is a few kilobytes.
 *
 * Objects: 1 catalog, 2 page tree (size and font inherited by every page), 3 font, 4 the text all pages
 * share, 5… the pages, then the object stream, the red block (if any page is in colour), the padding (if
 * any) and the cross-reference stream.
 */
export function makePdf(spec: PdfSpec): Buffer {
  const { pages, title = 'PrintHub document', padTo = 0 } = spec;
  const [width, height] = PDF_PAPER_POINTS[spec.paper ?? 'A4'];
  const firstPage = 5;
  const objStm = firstPage + pages;
  const colorObj = objStm + 1;
  const hasColor = (spec.colorPages?.length ?? 0) > 0;
  const kids = Array.from({ length: pages }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  const packed: Array<[number, string]> = [
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [
      2,
      `<< /Type /Pages /Kids [${kids}] /Count ${pages} /MediaBox [0 0 ${width} ${height}] ` +
        '/Resources << /Font << /F1 3 0 R >> >> >>',
    ],
    [3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
    ...Array.from({ length: pages }, (_, i): [number, string] => [
      firstPage + i,
      pageObject(spec, i + 1, colorObj),
    ]),
  ];
  let body = '';
  const index: string[] = [];
  for (const [num, text] of packed) {
    index.push(`${num} ${body.length}`);
    body += `${text}\n`;
  }
  const head = `${index.join(' ')}\n`;
  // Low enough to show on a landscape page too (which shares it).
  const content = latin1(
    `BT /F1 20 Tf 72 ${width - 82} Td (${literal(title)}) Tj 0 -30 Td (${pages} pages) Tj ET`,
  );

  const parts: Buffer[] = [latin1('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const offsets = new Map<number, number>();
  const add = (num: number, part: Buffer) => {
    offsets.set(num, length);
    parts.push(part);
    length += part.length;
  };
  add(4, streamObject(4, '', content));
  add(
    objStm,
    streamObject(
      objStm,
      `/Type /ObjStm /N ${packed.length} /First ${head.length} /Filter /FlateDecode`,
      deflateSync(latin1(head + body)),
    ),
  );
  let xrefNum = objStm + 1;
  if (hasColor) {
    add(colorObj, streamObject(colorObj, '', latin1('0.83 0.18 0.18 rg 72 400 200 120 re f')));
    xrefNum += 1;
  }
  if (padTo > length) {
    add(xrefNum, streamObject(xrefNum, '', randomBytes(Math.max(0, padTo - length - 400))));
    xrefNum += 1;
  }

  // Cross-reference stream: per object a type byte, a 4-byte offset or object stream number, a 2-byte index.
  const xrefOffset = length;
  const rows = Buffer.alloc((xrefNum + 1) * 7);
  rows.writeUInt8(0, 0);
  rows.writeUInt16BE(0xffff, 5);
  const inStream = new Map(packed.map(([num], i) => [num, i]));
  for (let num = 1; num <= xrefNum; num += 1) {
    const at = num * 7;
    if (inStream.has(num)) {
      rows.writeUInt8(2, at);
      rows.writeUInt32BE(objStm, at + 1);
      rows.writeUInt16BE(inStream.get(num)!, at + 5);
    } else {
      rows.writeUInt8(1, at);
      rows.writeUInt32BE(num === xrefNum ? xrefOffset : offsets.get(num)!, at + 1);
    }
  }
  add(
    xrefNum,
    streamObject(
      xrefNum,
      `/Type /XRef /Size ${xrefNum + 1} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode`,
      deflateSync(rows),
    ),
  );
  parts.push(latin1(`startxref\n${xrefOffset}\n%%EOF\n`));
  return Buffer.concat(parts);
}
