import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

import { makePdf } from '../src/db/seed/pdf';

/**
 * PDFs that are not what they claim to be, for the inspection tests: written by hand with a classic
 * cross-reference table, so that each is exactly the problem it is named after.
 */
function classicPdf(objects: string[], trailerExtra = ''): Buffer {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>';

/** The first half of a valid 3-page PDF: a download or upload cut short. */
export const truncatedPdf = (): Buffer => {
  const whole = makePdf({ pages: 3 });
  return whole.subarray(0, Math.floor(whole.length / 2));
};

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const PASSWORD_PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

/**
 * A PDF encrypted with the standard security handler (revision 2). With `needsPassword: false` it opens
 * without a password (only an owner password: the kind readers open silently); otherwise it needs one.
 * Its permissions allow printing unless `allowPrinting` is false (bit 3 of /P cleared).
 */
export function encryptedPdf({
  needsPassword,
  allowPrinting = true,
}: {
  needsPassword: boolean;
  allowPrinting?: boolean;
}): Buffer {
  const id = Buffer.alloc(16, 7);
  const owner = Buffer.alloc(32, 9);
  const permissions = allowPrinting ? -44 : -48;
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = createHash('md5')
    .update(Buffer.concat([PASSWORD_PAD, owner, p, id]))
    .digest()
    .subarray(0, 5);
  const user = needsPassword ? Buffer.alloc(32, 3) : rc4(key, PASSWORD_PAD);
  const encrypt =
    `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> ` +
    `/P ${permissions} >>`;
  return classicPdf(
    [CATALOG, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', PAGE, encrypt],
    `/Encrypt 4 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>] `,
  );
}

/** A valid 2-page PDF whose cross-reference table points every object 7 bytes off: readers rebuild it. */
export function brokenXrefPdf(): Buffer {
  const whole = classicPdf([CATALOG, '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>', PAGE, PAGE]).toString(
    'latin1',
  );
  return Buffer.from(
    whole.replace(
      /^(\d{10}) 00000 n $/gm,
      (_, offset: string) => `${String(Number(offset) + 7).padStart(10, '0')} 00000 n `,
    ),
    'latin1',
  );
}

/** Arrays nested 200,000 deep in the catalog: a parser that recurses runs out of stack. */
export const deeplyNestedPdf = (): Buffer =>
  classicPdf([
    `<< /Type /Catalog /Pages 2 0 R /Junk ${'['.repeat(200_000)}${']'.repeat(200_000)} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    PAGE,
  ]);

/**
 * A page tree 30 levels deep whose every node lists its child twice: it counts 2^30 (about a billion)
 * pages in 3 kB, and holds one page listed again and again.
 */
export function hugePageTreePdf(): Buffer {
  const depth = 30;
  const nodes = Array.from(
    { length: depth },
    (_, i) => `<< /Type /Pages /Kids [${i + 3} 0 R ${i + 3} 0 R] /Count ${2 ** (depth - i)} >>`,
  );
  return classicPdf([CATALOG, ...nodes, '<< /Type /Page /MediaBox [0 0 595 842] >>']);
}

/** A page tree 100,000 levels deep: a valid file that takes seconds to walk. */
export function deepPageTreePdf(): Buffer {
  const levels = 100_000;
  const nodes = Array.from({ length: levels }, (_, i) => `<< /Type /Pages /Kids [${i + 3} 0 R] /Count 1 >>`);
  return classicPdf([CATALOG, ...nodes, PAGE]);
}

/**
 * A decompression bomb: its cross-reference stream inflates to 300 MB of zeros (300 kB stored) and claims
 * 100 million entries. Reading it needs more memory and time than an inspection is given.
 */
export function compressionBombPdf(): Buffer {
  const bomb = deflateSync(Buffer.alloc(300 * 1024 * 1024), { level: 9 });
  const head = Buffer.from(
    `%PDF-1.5\n1 0 obj\n${CATALOG}\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n`,
    'latin1',
  );
  return Buffer.concat([
    head,
    Buffer.from(
      `3 0 obj\n<< /Type /XRef /Size 100000000 /W [1 1 1] /Root 1 0 R /Filter /FlateDecode ` +
        `/Length ${bomb.length} >>\nstream\n`,
      'latin1',
    ),
    bomb,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${head.length}\n%%EOF\n`, 'latin1'),
  ]);
}

/** One page under a page tree whose /Count is -5. */
export const negativeCountPdf = (): Buffer =>
  classicPdf([CATALOG, '<< /Type /Pages /Kids [3 0 R] /Count -5 >>', PAGE]);

/** A page tree that holds `pages` pages and says it holds `count`. */
export function miscountedTreePdf({ pages, count }: { pages: number; count: number }): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  return classicPdf([
    CATALOG,
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...Array.from({ length: pages }, () => PAGE),
  ]);
}
