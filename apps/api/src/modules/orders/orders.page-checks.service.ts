import { defineJob } from '../../lib/jobs';
import { listFiles, storePageChecks } from './orders.files.repository';
import { readOrderFileBytes } from './orders.files.service';
import { PdfTaskFailed, runPdfTask } from './orders.pdf.pool';
import { withPageChecks } from './orders.preflight';
import { findOrder } from './orders.repository';

import type { DbOrTx } from '../../db/client';
import type { AppJob } from '../../plugins/jobs';
import type { FileStore } from './orders.storage.service';
import type { FastifyInstance } from 'fastify';

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

/**
 * Completes the preflight of each of an order's files with its colour and blank pages and their warnings
 * (`color_in_bw` for a black-and-white order, `blank_pages`). A file already checked, one without a
 * preflight (too many pages to read) or whose upload never finished is left as it is; so is every file of
 * a cancelled or deleted order.
 */
export async function checkOrderPages(db: DbOrTx, storage: FileStore, orderId: number): Promise<void> {
  const order = (await findOrder(db, orderId))?.order;
  if (!order || order.status === 'cancelled') return;
  for (const file of await listFiles(db, orderId)) {
    const { preflight } = file;
    if (!preflight || preflight.color_pages !== null || file.sha256 === null) continue;
    const bytes = await readOrderFileBytes(db, storage, file);
    const found = await checkPages(bytes, file.pages);
    await storePageChecks(db, file.id, withPageChecks(preflight, found, order.options));
  }
}

/** What the job carries: the new order. */
export type PageChecksData = { orderId: number };

export const pageChecksJob: AppJob<PageChecksData> = defineJob<PageChecksData, FastifyInstance>(
  'orders.page-checks',
  { retryLimit: 3, retryDelay: 30, expireInSeconds: 600, batchSize: 1, concurrency: 1 },
  async (data, run) => checkOrderPages(run.app.db, run.app.storage, data.orderId),
);

/** Queues the page checks of a new order's files, in the order's transaction. */
export async function queuePageChecks(
  tx: DbOrTx,
  queuer: Pick<FastifyInstance, 'jobs'>,
  orderId: number,
): Promise<void> {
  await queuer.jobs.enqueue(tx, pageChecksJob, { orderId });
}
