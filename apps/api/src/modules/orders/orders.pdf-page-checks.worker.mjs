// What low-resolution renders of a PDF's pages show: which pages have colour and which are blank.
import { openDocument } from './orders.pdf-pdfjs.worker.mjs';
import { drawPage } from './orders.pdf-render.worker.mjs';

/**
 * Whether a drawn page has colour (a pixel whose red, green and blue differ by more than `colorTolerance`)
 * and whether it is blank (no channel of any pixel further than `whiteTolerance` from white).
 * @param {Uint8ClampedArray} rgba
 * @param {{ colorTolerance: number, whiteTolerance: number }} opts
 */
function look(rgba, { colorTolerance, whiteTolerance }) {
  let color = false;
  let blank = true;
  const white = 255 - whiteTolerance;
  for (let i = 0; i < rgba.length && (!color || blank); i += 4) {
    const r = rgba[i] ?? 255;
    const g = rgba[i + 1] ?? 255;
    const b = rgba[i + 2] ?? 255;
    if (Math.max(r, g, b) - Math.min(r, g, b) > colorTolerance) color = true;
    if (r < white || g < white || b < white) blank = false;
  }
  return { color, blank };
}

/**
 * Pages `from` to `to` (from 1, inclusive) of `data`, each drawn `width` pixels wide (within `maxPixels`
 * and `maxSide`, as a render is) and looked at: per page `{ page, color, blank }`, or `{ page, failed: true }`
 * for a page that could not be drawn. `{ ok: false }`: the file itself could not be opened.
 * @param {Uint8Array} data
 * @param {{ from: number, to: number, width: number, maxPixels: number, maxSide: number,
 *   colorTolerance: number, whiteTolerance: number }} opts
 */
export async function pageChecks(data, opts) {
  let doc;
  try {
    doc = await openDocument(data);
    const results = [];
    for (let page = opts.from; page <= Math.min(opts.to, doc.numPages); page += 1) {
      try {
        const { context, width, height } = await drawPage(doc, { ...opts, page });
        results.push({ page, ...look(context.getImageData(0, 0, width, height).data, opts) });
      } catch {
        results.push({ page, failed: true });
      }
    }
    return { ok: true, pages: results };
  } catch {
    return { ok: false };
  } finally {
    await doc?.destroy().catch(() => {});
  }
}
