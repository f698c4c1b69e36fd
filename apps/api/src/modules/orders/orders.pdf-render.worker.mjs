// One page of a PDF drawn as a PNG by PDF.js on a canvas of @napi-rs/canvas (PDF.js's own canvas in Node).
import { openDocument, reasonOf } from './orders.pdf-pdfjs.worker.mjs';

/**
 * Draws page `page` (from 1) of an open document on a white canvas `width` pixels wide and as tall as the
 * page's aspect makes it, unless that bitmap would hold more than `maxPixels` or a side longer than
 * `maxSide`: then it is scaled down until it fits, so that no page (a huge one, a sliver a mile long)
 * allocates a giant bitmap.
 * @param {any} doc an open PDF.js document
 * @param {{ page: number, width: number, maxPixels: number, maxSide: number }} opts
 */
export async function drawPage(doc, { page, width, maxPixels, maxSide }) {
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
  pdfPage.cleanup();
  return { canvas, context, width: w, height: h };
}

/**
 * Page `page` (from 1) of `data` as a PNG, drawn as `drawPage` does. `missing`: the file has fewer pages.
 * @param {Uint8Array} data
 * @param {{ page: number, width: number, maxPixels: number, maxSide: number }} opts
 */
export async function render(data, opts) {
  let doc;
  try {
    doc = await openDocument(data);
    if (opts.page > doc.numPages) return { ok: false, reason: 'missing' };
    const { canvas, width, height } = await drawPage(doc, opts);
    const png = await canvas.encode('png');
    return { ok: true, png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), width, height };
  } catch (err) {
    return { ok: false, reason: reasonOf(err) };
  } finally {
    await doc?.destroy().catch(() => {});
  }
}
