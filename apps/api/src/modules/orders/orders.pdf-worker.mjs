// Counts the pages of one PDF with PDF.js, in a worker thread of its own: the parent limits its time and
// memory and ends it, so a hostile file costs this thread and never the server's event loop.
// Plain JavaScript, so that it runs as it is under Node, tsx and the tests alike.
import { parentPort, workerData } from 'node:worker_threads';

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
// The parsing side of PDF.js, run in this same thread rather than in a worker of its own.
const parsing = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
// The decoded-stream cap comes from the project's patch (patches/, applied by `npm ci`): without it a file
// could make this thread allocate gigabytes outside its heap limit, so no file is read at all.
if (typeof parsing.getDecodedStreamRefusals !== 'function')
  throw new Error('pdfjs-dist is not patched (patches/pdfjs-dist+*.patch): run npm ci');
globalThis.pdfjsWorker = parsing;

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
    data: workerData.data,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
  }).promise;
  const { info } = /** @type {{ info: { EncryptFilterName?: string | null } }} */ (await doc.getMetadata());
  if (info.EncryptFilterName) {
    parentPort.postMessage({ ok: false, reason: 'encrypted' });
  } else {
    const pages = doc.numPages;
    // Reaching the last page walks the page tree, so a count that the tree does not hold is found out.
    if (pages > 0) await doc.getPage(pages);
    if (parsing.getDecodedStreamRefusals() > 0) throw new Error('A stream was refused on the way');
    parentPort.postMessage({ ok: true, pages });
  }
} catch (err) {
  parentPort.postMessage({ ok: false, reason: reasonOf(err) });
} finally {
  await doc?.destroy().catch(() => {});
}
