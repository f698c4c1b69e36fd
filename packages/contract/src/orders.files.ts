import { z } from 'zod';

import { wholeNumber, ZId } from './common';
import { ZPreflight } from './orders.preflight';

export const ZOrderFile = z.object({
  id: z.number().int(),
  order: z.number().int(),
  name: z.string(),
  /** Where the PDF is downloaded: GET /api/order-files/{id}/download (with the Authorization header). */
  url: z.string(),
  pages: z.number().int(),
  /** Bytes. */
  size: z.number().int(),
  /** What the preflight found (null: a file stored before preflight existed). */
  preflight: ZPreflight.nullable(),
});
export type TOrderFile = z.infer<typeof ZOrderFile>;

export const ZOrderFilesQuery = z.object({ order_id: ZId });

/** The widths a page image is rendered at: 100 to 1600 pixels, a multiple of 100 (so few are cached). */
export const PAGE_IMAGE_WIDTH = { min: 100, max: 1600, step: 100, default: 400 } as const;

/**
 * The width of an order's first-page picture on the board and in the order lists: the server draws it ahead of
 * time when the order is placed, so those screens mostly ask for a kept picture.
 */
export const FIRST_PAGE_IMAGE_WIDTH = 200;

/** GET /api/order-files/{id}/pages/{n}.png: page `n` from 1. */
export const ZOrderFilePageParams = z.object({ id: ZId, n: ZId });

/** `width` is rounded to the nearest multiple of 100 (450 → 500). */
export const ZOrderFilePageQuery = z.object({
  width: wholeNumber(PAGE_IMAGE_WIDTH.min, PAGE_IMAGE_WIDTH.max)
    .default(PAGE_IMAGE_WIDTH.default)
    .transform((w) => Math.round(w / PAGE_IMAGE_WIDTH.step) * PAGE_IMAGE_WIDTH.step),
});
