import { AppError } from '../../lib/app-error';
import { PoolFullError } from '../../lib/pool';
import { PdfTaskFailed, runPdfTask } from './orders.pdf-pool.service';

import type { PageBox } from './orders.preflight.service';

/**
 * `repaired`: PDF.js rebuilt its cross-reference table to read it (preflight's `repaired` warning).
 * `boxes`: every page's box (orders.pdf-page-boxes.worker.mjs; null past its page limit), for the preflight.
 */
export type PdfInspection = { pages: number; repaired: boolean; boxes: PageBox[] | null };
export type InspectOptions = {
  /** The `max_upload_pages` setting: more pages than this is a 400. */
  maxPages?: number;
  timeoutMs?: number;
  /** The field the 400 names (the upload's field). */
  field?: string;
};

type WorkerAnswer = ({ ok: true } & PdfInspection) | { ok: false; reason: WorkerFailure };
type WorkerFailure =
  | 'encrypted'
  | 'no-print'
  | 'count-disagrees'
  | 'damaged'
  | 'too-complex'
  | 'stream-too-large';

/**
 * A PDF starts with `%PDF-` at its first byte. Readers accept junk before it, which lets one file be two: an
 * executable that opens as a PDF (a polyglot) is refused.
 */
function hasPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(0, 5).equals(PDF_HEADER);
}
const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

const MESSAGES: Record<WorkerFailure | 'not-pdf' | 'empty' | 'no-pages', (name: string) => string> = {
  'not-pdf': (name) => `"${name}" is not a PDF file.`,
  empty: (name) => `"${name}" is empty.`,
  'no-pages': (name) => `"${name}" has no pages.`,
  encrypted: (name) => `"${name}" is encrypted or password-protected. Upload it without a password.`,
  'no-print': (name) =>
    `"${name}" cannot be printed: its author does not allow printing it. Upload a copy that allows printing.`,
  damaged: (name) => `"${name}" is damaged or incomplete and cannot be read.`,
  'count-disagrees': (name) =>
    `"${name}" is damaged: the number of pages it declares is not the number of pages it holds.`,
  'too-complex': (name) => `"${name}" could not be read within the limits: it is damaged or too complex.`,
  'stream-too-large': (name) =>
    `"${name}" could not be read within the limits: a compressed part of it expands to more than 64 MB.`,
};

/**
 * The number of pages of an uploaded PDF, as PDF.js reads it, or a 400 naming the file: not a PDF (whatever
 * its name), empty, damaged or truncated, encrypted, too complex to read within the limits, or (with
 * `maxPages`) longer than allowed. The parsing runs in a warm worker process (orders.pdf-pool.service.ts), so the
 * server keeps answering.
 */
export async function inspectPdf(
  bytes: Uint8Array,
  name: string,
  opts: InspectOptions = {},
): Promise<PdfInspection> {
  const fail = (reason: keyof typeof MESSAGES) =>
    AppError.field(opts.field ?? 'files', MESSAGES[reason](name));
  if (bytes.byteLength === 0) throw fail('empty');
  if (!hasPdfHeader(bytes)) throw fail('not-pdf');
  let answer: WorkerAnswer;
  try {
    answer = await runPdfTask<WorkerAnswer>('inspect', [bytes], opts.timeoutMs);
  } catch (err) {
    if (err instanceof PoolFullError) throw AppError.busy();
    if (err instanceof PdfTaskFailed) throw fail('too-complex');
    throw err;
  }
  if (!answer.ok) throw fail(answer.reason);
  if (answer.pages === 0) throw fail('no-pages');
  if (opts.maxPages !== undefined) checkPageLimit(answer.pages, opts.maxPages, name, opts.field);
  return { pages: answer.pages, repaired: answer.repaired, boxes: answer.boxes };
}

/** The `max_upload_pages` rule: a 400 naming the file when it has more pages than allowed. */
export function checkPageLimit(pages: number, maxPages: number, name: string, field = 'files'): void {
  if (pages > maxPages) {
    throw AppError.field(
      field,
      `"${name}" has ${pages.toLocaleString('en')} pages; at most ${maxPages.toLocaleString('en')} are accepted.`,
    );
  }
}
