// One page of a PDF drawn as a PNG by PDF.js on a canvas of @napi-rs/canvas (PDF.js's own canvas in Node).
import { openDocument, reasonOf } from './orders.pdf.worker.pdfjs.mjs';

/**
 * Page `page` (from 1) of `data`, `width` pixels wide and as tall as the page's aspect makes it, unless
 * that bitmap would hold more than `maxPixels` or a side longer than `maxSide`: then it is scaled down until
 * it fits, so that no page (a huge one, a sliver a mile long) allocates a giant bitmap. `missing`: the file
 * has fewer pages.
 * @param {Uint8Array} data
 * @param {{ page: number, width: number, maxPixels: number, maxSide: number }} opts
 */
export async function render(data, { page, width, maxPixels, maxSide }) {
  let doc;
  try {
    doc = await openDocument(data);
    if (page > doc.numPages) return { ok: false, reason: 'missing' };
    const pdfPage = await doc.getPage(page);
    const unit = pdfPage.getViewport({ scale: 1 });
    let scale = width / unit.width;
    const area = unit.width * scale * (unit.height * scale);
    if (!(area <= maxPixels)) scale *= Math.sqrt(maxPixels / area);
    const side = Math.max(unit.width, unit.height) * scale;
    if (!(side <= maxSide)) scale *= maxSide / side;
    const viewport = pdfPage.getViewport({ scale });
    const w = Math.max(1, Math.round(viewport.width));
    const h = Math.max(1, Math.round(viewport.height));
    const { canvas, context } = doc.canvasFactory.create(w, h);
    // Paper is white: a page that paints no background is shown on white, not transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, w, h);
    await pdfPage.render({ canvas, canvasContext: context, viewport }).promise;
    const png = await canvas.encode('png');
    return { ok: true, png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), width: w, height: h };
  } catch (err) {
    return { ok: false, reason: reasonOf(err) };
  } finally {
    await doc?.destroy().catch(() => {});
  }
}
