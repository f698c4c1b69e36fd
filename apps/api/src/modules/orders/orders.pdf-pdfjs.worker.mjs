// PDF.js as the PDF worker process loads it once and keeps it for every file it is handed (a warm worker).
// Plain JavaScript, so that it runs as it is under Node, tsx and the tests alike.
import { createRequire } from 'node:module';
import path from 'node:path';

export const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
// The parsing side of PDF.js, run in this same process rather than in a worker of its own.
const parsing = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
// The decoded-stream cap comes from the project's patch (patches/, applied by `npm ci`): without it a file
// could make this process allocate gigabytes outside its heap limit, so no file is read at all.
if (
  typeof parsing.getDecodedStreamRefusals !== 'function' ||
  typeof parsing.resetDecodedStreamRefusals !== 'function'
)
  throw new Error('pdfjs-dist is not patched (patches/pdfjs-dist+*.patch): run npm ci');
globalThis.pdfjsWorker = parsing;

/** The 14 standard fonts' data, for a page that uses one without embedding it. */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

// PDF.js tells of a cross-reference table it had to rebuild only in a warning, on the console: listened to
// here (this process's console is nobody's log) so the inspection can say the file was repaired.
// Likewise a page tree whose /Count disagrees with the pages it holds (PDF.js then counts them itself).
const warnings = { repaired: false, countDisagrees: false };
console.warn = (/** @type {unknown[]} */ ...args) => {
  const text = String(args[0]);
  if (text.includes('Indexing all PDF objects')) warnings.repaired = true;
  if (text.includes('invalid /Pages tree /Count')) warnings.countDisagrees = true;
};

/** What PDF.js warned of while the current file was read. */
export const fileWarnings = () => ({ ...warnings });
/** True when a stream of the current file was refused for decoding past the cap. */
export const streamRefused = () => parsing.getDecodedStreamRefusals() > 0;

/**
 * Opens one file, forgetting everything the previous file left behind (warnings, refusals). The caller
 * destroys the document when done. `data` may arrive as a Buffer; PDF.js wants a plain Uint8Array.
 * @param {Uint8Array} bytes
 */
export function openDocument(bytes) {
  warnings.repaired = false;
  warnings.countDisagrees = false;
  parsing.resetDecodedStreamRefusals();
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return pdfjs.getDocument({
    data,
    verbosity: pdfjs.VerbosityLevel.WARNINGS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    standardFontDataUrl,
  }).promise;
}

/**
 * Why a file could not be read.
 * @param {unknown} err
 */
export function reasonOf(err) {
  // PDF.js may recover from the refusal and fail later for another reason: the refusal is the cause.
  if (streamRefused()) return 'stream-too-large';
  const name = err && typeof err === 'object' && 'name' in err ? String(err.name) : '';
  if (name === 'PasswordException') return 'encrypted';
  if (err instanceof RangeError) return 'too-complex';
  return 'damaged';
}
