import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { AppError } from '../../lib/app-error';
import { createPool, PoolFullError } from '../../lib/pool';

import type { PageBox } from './orders.preflight';

/**
 * What one inspection may cost. The worker process is ended when its time is up; its heap cannot grow past
 * `maxHeapMb` (V8 ends a process that tries) and no stream decodes past 64 MB (the patch of pdf.js), so
 * one file costs at most about 300 MB. Two inspections run at once and twenty wait; past that an upload is
 * answered 503 at once.
 */
export const PDF_INSPECTION_LIMITS = {
  timeoutMs: 10_000,
  maxHeapMb: 128,
  concurrency: 2,
  queue: 20,
};

/**
 * `repaired`: PDF.js rebuilt its cross-reference table to read it (preflight's `repaired` warning).
 * `boxes`: every page's box (orders.pdf.page-boxes.mjs; null past its page limit), for the preflight.
 */
export type PdfInspection = { pages: number; repaired: boolean; boxes: PageBox[] | null };
export type InspectOptions = {
  /** The `max_upload_pages` setting: more pages than this is a 400. */
  maxPages?: number;
  timeoutMs?: number;
  maxHeapMb?: number;
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

const pool = createPool({
  concurrency: PDF_INSPECTION_LIMITS.concurrency,
  queue: PDF_INSPECTION_LIMITS.queue,
});
const workerPath = fileURLToPath(new URL('./orders.pdf.worker.mjs', import.meta.url));

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

/** Runs the worker process on one file; resolves with its answer or the limit that ended it. */
function runWorker(bytes: Uint8Array, timeoutMs: number, maxHeapMb: number): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const child = fork(workerPath, [], {
      // Not the parent's flags (a TypeScript loader): the worker is plain JavaScript.
      execArgv: [`--max-old-space-size=${maxHeapMb}`, '--max-semi-space-size=8'],
      // Nothing of the server's configuration (its database URL…) is the worker's business.
      env: {},
      serialization: 'advanced',
      // PDF.js reports what it repairs on the console: not this server's log.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let settled = false;
    const finish = (answer: WorkerAnswer | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'too-complex' }), timeoutMs);
    child.once('message', (answer: WorkerAnswer) => finish(answer));
    // A worker that cannot start is this server's fault (500); one that dies (out of heap) refuses the file.
    child.once('error', (err: Error) => finish(err));
    child.once('exit', () => finish({ ok: false, reason: 'too-complex' }));
    child.send({ data: bytes });
  });
}

/**
 * The number of pages of an uploaded PDF, as PDF.js reads it, or a 400 naming the file: not a PDF (whatever
 * its name), empty, damaged or truncated, encrypted, too complex to read within the limits, or (with
 * `maxPages`) longer than allowed. The parsing runs in a worker process, so the server keeps answering.
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
    answer = await pool.run(() =>
      runWorker(
        bytes,
        opts.timeoutMs ?? PDF_INSPECTION_LIMITS.timeoutMs,
        opts.maxHeapMb ?? PDF_INSPECTION_LIMITS.maxHeapMb,
      ),
    );
  } catch (err) {
    if (err instanceof PoolFullError) throw AppError.busy();
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

/** Inspections running and waiting, for tests. */
export const pdfInspectionLoad = () => pool.load;
