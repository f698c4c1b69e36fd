import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

// The parsing side of PDF.js in this same process (as the PDF inspection runs it), not a worker of its own
// (a module without type declarations: imported by name).
const PARSING = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(PARSING);

export type ReadPage = {
  /** The page's text, its pieces joined by single spaces. */
  text: string;
  /** What the QR code drawn on the page decodes to (null: none found). */
  qr: string | null;
  /** How many pictures (image objects) the page paints. */
  images: number;
};

const IMAGE_OPS = new Set<number>([
  pdfjs.OPS.paintImageXObject,
  pdfjs.OPS.paintInlineImageXObject,
  pdfjs.OPS.paintImageXObjectRepeat,
]);

/**
 * Reads a PDF back as a viewer would: PDF.js parses it, each page's text is extracted, and each page is
 * drawn on a canvas whose pixels a QR decoder reads (every page unless `qrOn` says which). Proves the bytes are a real PDF, not just a header.
 */
export async function readPdf(
  bytes: Uint8Array,
  opts: { qrOn?: (pageNumber: number) => boolean } = {},
): Promise<ReadPage[]> {
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  try {
    const pages: ReadPage[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ');
      const images = (await page.getOperatorList()).fnArray.filter((op) => IMAGE_OPS.has(op)).length;
      pages.push({ text, qr: (opts.qrOn?.(n) ?? true) ? await pageQr(page) : null, images });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

async function pageQr(page: pdfjs.PDFPageProxy): Promise<string | null> {
  const viewport = page.getViewport({ scale: 2 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  type RenderCanvas = Parameters<pdfjs.PDFPageProxy['render']>[0]['canvas'];
  await page.render({ canvas: canvas as unknown as RenderCanvas, viewport }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(new Uint8ClampedArray(image.data.buffer), image.width, image.height)?.data ?? null;
}

/** What a page shows when drawn: anything at all (`blank` when not), and anything in colour. */
export type PageInk = { blank: boolean; color: boolean };

/**
 * Draws each page on a white canvas and looks at its pixels: a page is blank when every pixel is white, in
 * colour when some pixel is clearly not grey (its channels more than 40 apart).
 */
export async function readPageInk(bytes: Uint8Array): Promise<PageInk[]> {
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  try {
    const pages: PageInk[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 0.5 });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = 'white';
      context.fillRect(0, 0, canvas.width, canvas.height);
      type RenderCanvas = Parameters<pdfjs.PDFPageProxy['render']>[0]['canvas'];
      await page.render({ canvas: canvas as unknown as RenderCanvas, viewport }).promise;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let blank = true;
      let color = false;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (r < 250 || g < 250 || b < 250) blank = false;
        if (Math.max(r, g, b) - Math.min(r, g, b) > 40) color = true;
      }
      pages.push({ blank, color });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
