import { AppError } from '../../lib/app-error';
import { framedGreyPng } from '../../lib/png';
import { PoolFullError } from '../../lib/pool';
import {
  findViewableFile,
  readOrderFileBytes,
  readPageImage,
  storePageImage,
  type FileViewer,
  type PageImage,
  type PageImageKey,
} from './orders.files.service';
import { PdfTaskFailed, runPdfTask } from './orders.pdf-pool.service';

import type { DbOrTx } from '../../db/client';
import type { FilePlace, FileStore } from './orders.storage.service';

/**
 * The largest bitmap a page is drawn on: 4 million pixels (16 MB), enough for an A4 or Letter page 1,600
 * pixels wide, and no side longer than 4,096 pixels. A page whose shape would need more at the width asked
 * (a sliver a mile long) is drawn smaller, so that no file can make the renderer allocate a giant bitmap.
 */
export const PAGE_IMAGE_LIMITS = { maxPixels: 4_000_000, maxSide: 4096 };

type RenderAnswer =
  | { ok: true; png: Uint8Array; width: number; height: number }
  | { ok: false; reason: string };

/** Page renders the workers were asked for since the process started (the cache's test counts them). */
let renders = 0;
export const pageRenderCount = () => renders;

/** The placeholder of a page that could not be drawn within the limits: grey, the shape of an A4 page. */
const placeholder = (width: number): PageImage => ({
  png: framedGreyPng(width, Math.round((width * 297) / 210)),
  failed: true,
});

async function render(
  db: DbOrTx,
  storage: FileStore,
  file: FilePlace,
  key: PageImageKey,
  read: Uint8Array | undefined,
): Promise<PageImage> {
  const bytes = read ?? (await readOrderFileBytes(db, storage, file));
  renders += 1;
  let answer: RenderAnswer;
  try {
    answer = await runPdfTask<RenderAnswer>('render', [
      bytes,
      { page: key.page, width: key.width, ...PAGE_IMAGE_LIMITS },
    ]);
  } catch (err) {
    // A full queue is no verdict on the page: 503, and nothing is kept.
    if (err instanceof PoolFullError) throw AppError.busy();
    if (!(err instanceof PdfTaskFailed)) throw err;
    answer = { ok: false, reason: 'too-complex' };
  }
  const image = answer.ok ? { png: Buffer.from(answer.png), failed: false } : placeholder(key.width);
  await storePageImage(db, storage, key, image);
  return image;
}

/** Renders in progress, by page: a second request for a page being drawn waits for the same drawing. */
const inProgress = new Map<string, Promise<PageImage>>();

/**
 * A stored file's page (from 1, at most its pages) as a PNG `width` pixels wide: kept, or drawn once. `bytes`:
 * the file's bytes when the caller has read them already (else they are read if the page must be drawn).
 */
export async function filePageImage(
  db: DbOrTx,
  storage: FileStore,
  file: FilePlace,
  page: number,
  width: number,
  bytes?: Uint8Array,
): Promise<PageImage> {
  const key = { orderFileId: file.id, page, width };
  const kept = await readPageImage(db, storage, key);
  if (kept) return kept;
  const name = `${file.id}/${page}/${width}`;
  let drawing = inProgress.get(name);
  if (!drawing) {
    drawing = render(db, storage, file, key, bytes).finally(() => inProgress.delete(name));
    inProgress.set(name, drawing);
  }
  return drawing;
}

/**
 * Page `page` (from 1) of an order file as a PNG `width` pixels wide, for whoever may download the file
 * (404 for anyone else, and for a page past the last). Drawn by PDF.js in the PDF workers, under their time
 * and memory limits, the first time it is asked for, then kept: a page that could not be drawn gets a
 * placeholder (`failed`), kept too.
 */
export async function pageImage(
  db: DbOrTx,
  storage: FileStore,
  viewer: FileViewer,
  fileId: number,
  page: number,
  width: number,
): Promise<PageImage> {
  const file = await findViewableFile(db, viewer, fileId);
  if (page > file.pages) throw new AppError('NOT_FOUND', 'Page not found');
  return filePageImage(db, storage, file, page, width);
}
