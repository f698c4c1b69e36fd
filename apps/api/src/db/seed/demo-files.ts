import { createHash } from 'node:crypto';

import { insertChunks } from '../../modules/orders/orders.files.repository';
import { preflightOf, withPageChecks } from '../../modules/orders/orders.preflight.service';
import { ORDER_FILE_CHUNK_BYTES } from '../../modules/orders/orders.storage.service';
import { orderFiles } from '../schema';
import { makePdf, pdfPageBoxes, type PdfSpec } from './pdf';

import type { DbOrTx } from '../client';
import type { Rng } from './factories';
import type { TPreflight, TPrintOptions } from '@printhub/contract';

/** A demo file to write: its order's print options, and what its PDF is made of. */
export type DemoFile = { orderId: number; name: string; options: TPrintOptions; pdf: PdfSpec };

/**
 * What a demo file's PDF is like: mostly the order's own paper, portrait, in black text; about one file in
 * four has something a preflight warns about (the wrong paper, a landscape page, a colour page, a blank
 * last page), so that the board and the orders show warnings as real uploads would have them.
 */
export function demoPdfSpec(rng: Rng, pages: number, options: TPrintOptions): PdfSpec {
  const spec: PdfSpec = { pages, title: 'PrintHub demo document', paper: options.paper_size };
  const r = rng.next();
  if (r < 0.08) spec.paper = options.paper_size === 'A4' ? 'Letter' : 'A4';
  else if (r < 0.14 && pages >= 2) spec.landscapePages = [2];
  else if (r < 0.22) spec.colorPages = [1];
  else if (r < 0.27 && pages >= 3) spec.blankPages = [pages];
  return spec;
}

/** Each demo PDF made once (generating them is most of the seeding's cost otherwise). */
const demoPdfs = new Map<string, { pdf: Buffer; sha256: string }>();
function demoPdf(spec: PdfSpec) {
  const key = JSON.stringify(spec);
  let entry = demoPdfs.get(key);
  if (!entry) {
    const pdf = makePdf(spec);
    entry = { pdf, sha256: createHash('sha256').update(pdf).digest('hex') };
    demoPdfs.set(key, entry);
  }
  return entry;
}

/**
 * A demo file's preflight, as its upload and the background renders of its pages would have made it: the
 * sizes and orientation from the boxes its pages have (read from the spec the PDF was made of, not by
 * reading the file again), the colour and blank pages from what was drawn on them.
 */
export function demoPreflight(file: Pick<DemoFile, 'options' | 'pdf'>): TPreflight {
  const { pdf, options } = file;
  const boxes = pdfPageBoxes(pdf);
  const sizes = preflightOf({ pages: pdf.pages, repaired: false, boxes }, options)!;
  return withPageChecks(
    sizes,
    { colorPages: pdf.colorPages ?? [], blankPages: pdf.blankPages ?? [] },
    options,
  );
}

/**
 * Real PDFs whose pages are the files' pages (a few kilobytes each), written in bulk: the files' rows
 * with their size, SHA-256 and preflight, then their chunks, a statement each.
 */
export async function insertDemoFiles(db: DbOrTx, files: DemoFile[]): Promise<void> {
  const pdfs = files.map((f) => demoPdf(f.pdf));
  const rows = await db
    .insert(orderFiles)
    .values(
      files.map((f, i) => ({
        orderId: f.orderId,
        name: f.name,
        pages: f.pdf.pages,
        size: pdfs[i]!.pdf.length,
        sha256: pdfs[i]!.sha256,
        preflight: demoPreflight(f),
      })),
    )
    .returning({ id: orderFiles.id });
  const chunks = rows.flatMap((row, i) => {
    const { pdf } = pdfs[i]!;
    return Array.from({ length: Math.ceil(pdf.length / ORDER_FILE_CHUNK_BYTES) }, (_, seq) => ({
      orderFileId: row.id,
      seq,
      data: pdf.subarray(seq * ORDER_FILE_CHUNK_BYTES, (seq + 1) * ORDER_FILE_CHUNK_BYTES),
    }));
  });
  await insertChunks(db, chunks);
}
