import { PdfTaskFailed, runPdfTask } from './orders.pdf-pool.service';

/**
 * How pages are looked at: drawn 80 pixels wide (at most 40,000 pixels, no side past 800), ten pages to a
 * worker task. A pixel has colour when its red, green and blue differ by more than 24 (of 255); a page is
 * blank when no channel of any pixel is more than 8 below white.
 */
export const PAGE_CHECK_LIMITS = {
  width: 80,
  maxPixels: 40_000,
  maxSide: 800,
  pagesPerTask: 10,
  colorTolerance: 24,
  whiteTolerance: 8,
};

type PageLook = { page: number; color: boolean; blank: boolean } | { page: number; failed: true };
type ChecksAnswer = { ok: true; pages: PageLook[] } | { ok: false };

/** What the workers found on pages `from` to `to`; a task out of time or heap is tried again page by page. */
async function lookAt(bytes: Uint8Array, from: number, to: number): Promise<PageLook[]> {
  try {
    const answer = await runPdfTask<ChecksAnswer>('pageChecks', [bytes, { from, to, ...PAGE_CHECK_LIMITS }]);
    return answer.ok ? answer.pages : [];
  } catch (err) {
    // A full queue throws on: the job is tried again later.
    if (!(err instanceof PdfTaskFailed)) throw err;
    if (from === to) return [];
    const one: PageLook[] = [];
    for (let page = from; page <= to; page += 1) one.push(...(await lookAt(bytes, page, page)));
    return one;
  }
}

/**
 * The pages (from 1) of a PDF of `pages` pages that have colour, and the blank ones, from low-resolution
 * renders in the PDF workers. A page that cannot be drawn within the workers' limits is neither.
 */
export async function checkPages(
  bytes: Uint8Array,
  pages: number,
): Promise<{ colorPages: number[]; blankPages: number[] }> {
  const colorPages: number[] = [];
  const blankPages: number[] = [];
  for (let from = 1; from <= pages; from += PAGE_CHECK_LIMITS.pagesPerTask) {
    const to = Math.min(pages, from + PAGE_CHECK_LIMITS.pagesPerTask - 1);
    for (const look of await lookAt(bytes, from, to)) {
      if ('failed' in look) continue;
      if (look.color) colorPages.push(look.page);
      if (look.blank) blankPages.push(look.page);
    }
  }
  return { colorPages, blankPages };
}
