import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** Deflates `head`, `zeros` NUL bytes and `tail`, feeding the zeros in chunks: memory stays small. */
async function deflateWithZeros(head: Buffer, zeros: number, tail: Buffer): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = once(deflate, 'end');
  const chunk = Buffer.alloc(4 * 1024 * 1024);
  deflate.write(head);
  for (let left = zeros; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end(tail);
  await done;
  return Buffer.concat(out);
}

/**
 * A PDF 1.5 whose page tree sits in a compressed object stream that inflates to about `inflatedBytes`:
 * the catalog first, then that many NUL bytes (whitespace to a PDF reader), then the page tree and its one
 * page, so that reading the tree means inflating everything. About 1.5 MB stored for 1.5 GB inflated.
 * With `inString`, the NUL bytes are a string in the catalog instead: one value that large to hold.
 */
export async function objectStreamBombPdf(
  inflatedBytes = 1.5 * 1024 ** 3,
  filters: 'flate' | 'flate-flate' | 'hex-flate' = 'flate',
  { inString = false } = {},
): Promise<Buffer> {
  const [open, close] = inString ? ['/Junk (', ') >>\n'] : [' >>\n', ''];
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R${open}`,
    `${close}<< /Type /Pages /Kids [3 0 R] /Count 1 >>\n`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\n',
  ];
  const offsets = [0, objects[0]!.length + inflatedBytes + close.length];
  offsets.push(offsets[1]! - close.length + objects[1]!.length);
  const index = latin1(`1 ${offsets[0]} 2 ${offsets[1]} 3 ${offsets[2]}\n`);
  const deflated = await deflateWithZeros(
    Buffer.concat([index, latin1(objects[0]!)]),
    inflatedBytes,
    latin1(objects[1]! + objects[2]!),
  );
  // A chain of filters: the first named is undone first.
  const { packed, filter } = {
    flate: { packed: deflated, filter: '/FlateDecode' },
    'flate-flate': { packed: deflateSync(deflated), filter: '[/FlateDecode /FlateDecode]' },
    'hex-flate': { packed: latin1(`${deflated.toString('hex')}>`), filter: '[/ASCIIHexDecode /FlateDecode]' },
  }[filters];

  const parts: Buffer[] = [latin1('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n')];
  const objStmOffset = parts[0]!.length;
  parts.push(
    latin1(
      `4 0 obj\n<< /Type /ObjStm /N 3 /First ${index.length} /Filter ${filter} /Length ${packed.length} >>\nstream\n`,
    ),
    packed,
    latin1('\nendstream\nendobj\n'),
  );
  const xrefOffset = parts.reduce((n, p) => n + p.length, 0);
  // Cross-reference stream rows (W [1 4 2]): 0 free, 1–3 in the object stream 4, 4 and 5 at offsets.
  const row = (type: number, a: number, b: number) => {
    const r = Buffer.alloc(7);
    r.writeUInt8(type, 0);
    r.writeUInt32BE(a, 1);
    r.writeUInt16BE(b, 5);
    return r;
  };
  const rows = Buffer.concat([
    row(0, 0, 0xffff),
    row(2, 4, 0),
    row(2, 4, 1),
    row(2, 4, 2),
    row(1, objStmOffset, 0),
    row(1, xrefOffset, 0),
  ]);
  parts.push(
    latin1(`5 0 obj\n<< /Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`),
    rows,
    latin1(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}
