import { FIRST_PAGE_IMAGE_WIDTH } from '@printhub/contract';

import { defineJob } from '../../lib/jobs';
import { findFileWithOrder } from './orders.files.repository';
import { filePageImage } from './orders.pages.service';

import type { DbOrTx } from '../../db/client';
import type { AppJob } from '../../plugins/jobs';
import type { FileStore } from './orders.storage.service';
import type { FastifyInstance } from 'fastify';

/** What the job carries: the order's first file. */
export type FirstPageData = { orderFileId: number };

/**
 * Draws and keeps an order file's first page at the width the board and the order lists show, so that those
 * screens find it kept instead of asking the PDF workers for a page per row. A page that cannot be drawn gets
 * its kept placeholder, as on request; a full worker queue fails the try, which is made again later. Few at
 * a time (two per fetch, one worker): the pictures wait behind the uploads, which need the same workers.
 */
export async function drawFirstPage(db: DbOrTx, storage: FileStore, orderFileId: number): Promise<void> {
  const row = await findFileWithOrder(db, orderFileId);
  // A file whose upload never finished has no bytes to draw.
  if (!row || row.file.sha256 === null) return;
  await filePageImage(db, storage, row.file, 1, FIRST_PAGE_IMAGE_WIDTH);
}

export const firstPageJob: AppJob<FirstPageData> = defineJob<FirstPageData, FastifyInstance>(
  'orders.first-page',
  { retryLimit: 3, retryDelay: 30, expireInSeconds: 120, batchSize: 2, concurrency: 1 },
  async (data, run) => drawFirstPage(run.app.db, run.app.storage, data.orderFileId),
);

/** Queues the first page's picture of a new order's first file, in the order's transaction. */
export async function queueFirstPage(
  tx: DbOrTx,
  queuer: Pick<FastifyInstance, 'jobs'>,
  orderFileId: number,
): Promise<void> {
  await queuer.jobs.enqueue(tx, firstPageJob, { orderFileId });
}
