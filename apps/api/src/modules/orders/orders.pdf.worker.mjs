// Counts the pages of one PDF with PDF.js, in a child process of its own: the parent limits its time and
// heap and ends it. A process, not a worker thread: a worker that runs out of heap on one large allocation
// aborts the whole server (nodejs/node#47224), a child takes only itself down.
// Plain JavaScript, so that it runs as it is under Node, tsx and the tests alike.
import { once } from 'node:events';

import { readPageBoxes } from './orders.pdf.page-boxes.mjs';

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
// The parsing side of PDF.js, run in this same process rather than in a worker of its own.
const parsing = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
// The decoded-stream cap comes from the project's patch (patches/, applied by `npm ci`): without it a file
// could make this process allocate gigabytes outside its heap limit, so no file is read at all.
if (typeof parsing.getDecodedStreamRefusals !== 'function')
  throw new Error('pdfjs-dist is not patched (patches/pdfjs-dist+*.patch): run npm ci');
globalThis.pdfjsWorker = parsing;

// PDF.js tells of a cross-reference table it had to rebuild only in a warning, on the console: listened to
// here (this process's console is nobody's log) so the inspection can say the file was repaired.
let repaired = false;
// Likewise a page tree whose /Count disagrees with the pages it holds (PDF.js then counts them itself).
let countDisagrees = false;
console.warn = (/** @type {unknown[]} */ ...args) => {
  const text = String(args[0]);
  if (text.includes('Indexing all PDF objects')) repaired = true;
  if (text.includes('invalid /Pages tree /Count')) countDisagrees = true;
};

/** @param {unknown} answer */
const reply = (answer) => process.send?.(answer, () => process.exit(0));

const [message] = /** @type {[{ data: Uint8Array }]} */ (await once(process, 'message'));
// The IPC channel may hand a Buffer over; PDF.js wants a plain Uint8Array.
const data = new Uint8Array(message.data.buffer, message.data.byteOffset, message.data.byteLength);

/** @param {unknown} err */
function reasonOf(err) {
  // PDF.js may recover from the refusal and fail later for another reason: the refusal is the cause.
  if (parsing.getDecodedStreamRefusals() > 0) return 'stream-too-large';
  const name = err && typeof err === 'object' && 'name' in err ? String(err.name) : '';
  if (name === 'PasswordException') return 'encrypted';
  if (err instanceof RangeError) return 'too-complex';
  return 'damaged';
}

let doc;
try {
  doc = await pdfjs.getDocument({
    data,
    verbosity: pdfjs.VerbosityLevel.WARNINGS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
  }).promise;
  // A file that needs a password fails above (PasswordException); one that opens without one is read,
  // unless its author's permissions forbid printing (no list: no restrictions).
  const permissions = await doc.getPermissions();
  if (permissions && !permissions.includes(pdfjs.PermissionFlag.PRINT)) {
    reply({ ok: false, reason: 'no-print' });
  } else if (countDisagrees) {
    reply({ ok: false, reason: 'count-disagrees' });
  } else {
    const pages = doc.numPages;
    // A negative /Count is no page count (PDF.js passes it on as it is).
    if (!Number.isInteger(pages) || pages < 0) throw new Error(`The page tree counts ${pages} pages`);
    // Reaching the last page walks the page tree, so a count that the tree does not hold is found out.
    const boxes = pages > 0 ? await readPageBoxes(doc) : [];
    if (parsing.getDecodedStreamRefusals() > 0) throw new Error('A stream was refused on the way');
    reply({ ok: true, pages, repaired, boxes });
  }
} catch (err) {
  reply({ ok: false, reason: reasonOf(err) });
} finally {
  await doc?.destroy().catch(() => {});
}
