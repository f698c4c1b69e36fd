// Every page's box, for the preflight (orders.preflight.service.ts turns them into sizes and warnings).
// Plain JavaScript, run inside the PDF worker.

/**
 * Files of more pages than this get no boxes (no preflight): PDF.js finds page n by walking the page tree
 * from its root, so reading every page of a file whose pages sit in one flat list costs time that grows
 * with the square of the pages (measured: 500 pages 0.2 s, 2,000 pages 1.8 s, 5,000 pages 20 s), and the
 * inspection's time limit is 10 s.
 */
export const PAGE_BOXES_MAX_PAGES = 1000;

/**
 * Per page, in order: `[x1, y1, x2, y2, rotate, userUnit]`: PDF.js's view (the crop box within the media
 * box, in units of `userUnit` points: 1 unless the page says otherwise) and the page's rotation in degrees. Null for a file of more than PAGE_BOXES_MAX_PAGES pages.
 * Either way the last page is reached, so a page count that the tree does not hold is found out.
 * @param {{ numPages: number, getPage: (n: number) => Promise<{ view: number[], rotate: number, userUnit: number }> }} doc
 * @returns {Promise<number[][] | null>}
 */
export async function readPageBoxes(doc) {
  const pages = doc.numPages;
  if (pages > PAGE_BOXES_MAX_PAGES) {
    await doc.getPage(pages);
    return null;
  }
  const boxes = [];
  for (let n = 1; n <= pages; n += 1) {
    const page = await doc.getPage(n);
    boxes.push([...page.view, page.rotate, page.userUnit]);
  }
  return boxes;
}
