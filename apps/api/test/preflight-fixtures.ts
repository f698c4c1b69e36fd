import PDFDocument from 'pdfkit';

/**
 * PDFs of each kind the preflight tells apart, written by a PDF library (pdfkit) as a customer's software
 * would write them: one page per entry, each of its paper size and way round, with some text, a colour
 * block or nothing on it.
 */
export type FixturePage = {
  size: 'A4' | 'A3' | 'LETTER';
  landscape?: boolean;
  /** A /Rotate entry on the page (a portrait box shown landscape when 90 or 270). */
  rotate?: 0 | 90 | 180 | 270;
  /** `text` (black, the default), `color` (a red block and blue text) or `blank` (nothing at all). */
  content?: 'text' | 'color' | 'blank';
};

export function fixturePdf(pages: FixturePage[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: 'Preflight fixture' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  pages.forEach((page, i) => {
    doc.addPage({ size: page.size, layout: page.landscape ? 'landscape' : 'portrait', margin: 50 });
    if (page.rotate) (doc.page.dictionary.data as Record<string, unknown>).Rotate = page.rotate;
    if (page.content === 'blank') return;
    if (page.content === 'color') {
      doc.rect(50, 120, 200, 120).fill('#d32f2f');
      doc.fillColor('#1565c0');
    } else doc.fillColor('black');
    doc.fontSize(18).text(`Page ${i + 1}: ${page.size}${page.landscape ? ' landscape' : ''}`, 50, 60);
  });
  doc.end();
  return done;
}

const pages = (n: number, page: FixturePage) => Array.from({ length: n }, () => page);

/** Every kind, by name: what the upload tests place orders with. */
export const PREFLIGHT_FIXTURES = {
  a4Portrait: () => fixturePdf(pages(3, { size: 'A4' })),
  a4Landscape: () => fixturePdf(pages(2, { size: 'A4', landscape: true })),
  /** A4 portrait pages and landscape ones: two of them landscape, one of those by its /Rotate. */
  a4Mixed: () =>
    fixturePdf([{ size: 'A4' }, { size: 'A4', landscape: true }, { size: 'A4' }, { size: 'A4', rotate: 90 }]),
  letter: () => fixturePdf(pages(2, { size: 'LETTER' })),
  a3: () => fixturePdf(pages(2, { size: 'A3' })),
  /** A4, A3, A4, Letter landscape. */
  mixedSizes: () =>
    fixturePdf([{ size: 'A4' }, { size: 'A3' }, { size: 'A4' }, { size: 'LETTER', landscape: true }]),
  /** A4 pages, the second in colour (a red block). */
  colorPage: () => fixturePdf([{ size: 'A4' }, { size: 'A4', content: 'color' }, { size: 'A4' }]),
  /** A4 pages, the second with nothing on it. */
  blankPage: () => fixturePdf([{ size: 'A4' }, { size: 'A4', content: 'blank' }, { size: 'A4' }]),
};
