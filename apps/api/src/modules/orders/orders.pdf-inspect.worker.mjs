// The inspection of one uploaded PDF: its pages, their boxes, whether PDF.js had to repair it, or why it is
// refused.
import { readPageBoxes } from './orders.pdf-page-boxes.worker.mjs';
import { fileWarnings, openDocument, pdfjs, reasonOf, streamRefused } from './orders.pdf-pdfjs.worker.mjs';

/** @param {Uint8Array} data */
export async function inspect(data) {
  let doc;
  try {
    doc = await openDocument(data);
    // A file that needs a password fails above (PasswordException); one that opens without one is read,
    // unless its author's permissions forbid printing (no list: no restrictions).
    const permissions = await doc.getPermissions();
    if (permissions && !permissions.includes(pdfjs.PermissionFlag.PRINT))
      return { ok: false, reason: 'no-print' };
    if (fileWarnings().countDisagrees) return { ok: false, reason: 'count-disagrees' };
    const pages = doc.numPages;
    // A negative /Count is no page count (PDF.js passes it on as it is).
    if (!Number.isInteger(pages) || pages < 0) throw new Error(`The page tree counts ${pages} pages`);
    // Reaching the last page walks the page tree, so a count that the tree does not hold is found out.
    const boxes = pages > 0 ? await readPageBoxes(doc) : [];
    if (streamRefused()) throw new Error('A stream was refused on the way');
    return { ok: true, pages, repaired: fileWarnings().repaired, boxes };
  } catch (err) {
    return { ok: false, reason: reasonOf(err) };
  } finally {
    await doc?.destroy().catch(() => {});
  }
}
