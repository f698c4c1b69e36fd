import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

export type PdfSpec = {
  pages: number;
  /** Printed on every page. */
  title?: string;
  /** Adds an unreferenced stream of random bytes so that the file reaches about this many bytes. */
  padTo?: number;
};

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

/**
 * A small, valid PDF 1.5 of `pages` A4 pages, written by hand so that the demo data and the tests have
 * real files to count and download. The page objects sit in one compressed object stream and the
 * cross-reference is a compressed stream too, so a 400-page demo file is a few kilobytes.
 *
 * Objects: 1 catalog, 2 page tree (size and font inherited by every page), 3 font, 4 the text all pages
 * share, 5… the pages, then the object stream, the padding (if any) and the cross-reference stream.
 */
export function makePdf({ pages, title = 'PrintHub document', padTo = 0 }: PdfSpec): Buffer {
  const firstPage = 5;
  const objStm = firstPage + pages;
  const kids = Array.from({ length: pages }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  const packed: Array<[number, string]> = [
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [
      2,
      `<< /Type /Pages /Kids [${kids}] /Count ${pages} /MediaBox [0 0 595 842] ` +
        '/Resources << /Font << /F1 3 0 R >> >> >>',
    ],
    [3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
    ...Array.from({ length: pages }, (_, i): [number, string] => [
      firstPage + i,
      '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>',
    ]),
  ];
  let body = '';
  const index: string[] = [];
  for (const [num, text] of packed) {
    index.push(`${num} ${body.length}`);
    body += `${text}\n`;
  }
  const head = `${index.join(' ')}\n`;
  const content = latin1(`BT /F1 20 Tf 72 760 Td (${literal(title)}) Tj 0 -30 Td (${pages} pages) Tj ET`);

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
