import { FIRST_PAGE_IMAGE_WIDTH } from '@printhub/contract';

import { defineJob } from '../../lib/jobs';
import { findFileWithOrder, findPage, listFiles, storePageChecks } from './orders.files.repository';
import { readOrderFileBytes } from './orders.files.service';
import { checkPages } from './orders.page-checks.service';
import { filePageImage } from './orders.pages.service';
import { withPageChecks } from './orders.preflight.service';
import { findOrder } from './orders.repository';

import type { DbOrTx } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import type { AppJob } from '../../plugins/jobs';
import type { FileStore } from './orders.storage.service';
import type { FastifyInstance } from 'fastify';

/**
 * The pass over a placed order's files, each file's bytes read once:
 * - the first file's first page is drawn and kept at the width the board and the order lists show, so that
 *   those screens find it kept instead of asking the PDF workers for a page per row (a page that cannot be
 *   drawn gets its kept placeholder, as on request);
 * - each file's preflight is completed with its colour and blank pages and their warnings (`color_in_bw`
 *   for a black-and-white order, `blank_pages`).
 * What is done already is not done again (a retried job writes nothing new); a file whose upload never
 * finished is left, and so is the check of a file without a preflight (too many pages to read); a cancelled
 * or deleted order is left as it is. A full worker queue throws: the job's try fails and is made again later.
 */
export async function passOverOrderPages(db: DbOrTx, storage: FileStore, orderId: number): Promise<void> {
  const order = (await findOrder(db, orderId))?.order;
  if (!order || order.status === 'cancelled') return;
  for (const [i, file] of (await listFiles(db, orderId)).entries()) {
    if (file.sha256 === null) continue;
    const picture = { orderFileId: file.id, page: 1, width: FIRST_PAGE_IMAGE_WIDTH };
    const draw = i === 0 && !(await findPage(db, picture));
    const { preflight } = file;
    const check = preflight !== null && preflight.color_pages === null;
    if (!draw && !check) continue;
    const bytes = await readOrderFileBytes(db, storage, file);
    if (draw) await filePageImage(db, storage, file, picture.page, picture.width, bytes);
    if (check) {
      const found = await checkPages(bytes, file.pages);
      await storePageChecks(db, file.id, withPageChecks(preflight, found, order.options));
    }
  }
}

/** What the job carries: the new order. */
export type OrderPagesData = { orderId: number };

/**
 * One at a time (one worker, one job per fetch): the pages wait behind the uploads, which need the same PDF
 * workers. Ten minutes a try: the checks of a file of many pages take a task per ten pages.
 */
export const orderPagesJob: AppJob<OrderPagesData> = defineJob<OrderPagesData, FastifyInstance>(
  'orders.pages',
  { retryLimit: 3, retryDelay: 30, expireInSeconds: 600, batchSize: 1, concurrency: 1 },
  async (data, run) => passOverOrderPages(run.app.db, run.app.storage, data.orderId),
);

/** Queues the pass over a new order's files, in the order's transaction. */
export async function queueOrderPages(
  tx: DbOrTx,
  jobs: JobQueue<FastifyInstance>,
  orderId: number,
): Promise<void> {
  await jobs.enqueue(tx, orderPagesJob, { orderId });
}

/**
 * The two jobs the pass replaces, as a database upgraded with some of them still queued holds them: each is
 * worked as the pass over its order (which does only what is left to do). Nothing queues them any more; they
 * are looked for rarely (every 30 s) and can go once no database holds one.
 */
export const olderPageJobs: AppJob<never>[] = [
  defineJob<{ orderFileId: number }, FastifyInstance>(
    'orders.first-page',
    { retryLimit: 3, retryDelay: 30, expireInSeconds: 600, batchSize: 1, pollSeconds: 30 },
    async (data, run) => {
      const row = await findFileWithOrder(run.app.db, data.orderFileId);
      if (row) await passOverOrderPages(run.app.db, run.app.storage, row.file.orderId);
    },
  ),
  defineJob<OrderPagesData, FastifyInstance>(
    'orders.page-checks',
    { retryLimit: 3, retryDelay: 30, expireInSeconds: 600, batchSize: 1, pollSeconds: 30 },
    async (data, run) => passOverOrderPages(run.app.db, run.app.storage, data.orderId),
  ),
];
