/**
 * Preflight: what the shop should know about an uploaded PDF before printing it. Sizes and orientation come
 * from the page boxes, read when the file is uploaded; colour and blank pages come later, from renders made
 * in the background after the order is placed (null until then). Warnings never block an order.
 */
import { z } from 'zod';

/** The paper sizes an order may ask for (its `paper_size` option). */
export const PAPER_SIZES = ['A4', 'A3', 'Letter'] as const;
export type TPaperSize = (typeof PAPER_SIZES)[number];

/** Each paper size, portrait, in millimetres. */
export const PAPER_SIZES_MM: Record<TPaperSize, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  A3: { width: 297, height: 420 },
  Letter: { width: 215.9, height: 279.4 },
};

/** A page is of a paper size when each side is within this many millimetres of it. */
export const PAPER_SIZE_TOLERANCE_MM = 3;

/**
 * The name of the paper size a page of `width` × `height` mm is (either orientation), or null when it is
 * none of the sizes an order may ask for.
 */
export function paperSizeName(width: number, height: number): TPaperSize | null {
  const [short, long] = width <= height ? [width, height] : [height, width];
  for (const [name, size] of Object.entries(PAPER_SIZES_MM)) {
    if (
      Math.abs(short - size.width) <= PAPER_SIZE_TOLERANCE_MM &&
      Math.abs(long - size.height) <= PAPER_SIZE_TOLERANCE_MM
    )
      return name as TPaperSize;
  }
  return null;
}

export const PREFLIGHT_WARNING_CODES = [
  /** A page is not the ordered paper size (in either orientation). */
  'size_mismatch',
  /** The pages are not all one size. */
  'mixed_sizes',
  /** Some pages are portrait and some landscape. */
  'mixed_orientation',
  /** Colour content in a black-and-white order (from the background renders). */
  'color_in_bw',
  /** Pages with nothing on them (from the background renders). */
  'blank_pages',
  /** The file was damaged and PDF.js rebuilt its cross-reference table to read it. */
  'repaired',
] as const;
export const ZPreflightWarningCode = z.enum(PREFLIGHT_WARNING_CODES);
export type TPreflightWarningCode = z.infer<typeof ZPreflightWarningCode>;

/** Each warning in a few words (a chip's label; the warning's message says the rest). */
export const PREFLIGHT_WARNING_LABELS: Record<TPreflightWarningCode, string> = {
  size_mismatch: 'Wrong paper size',
  mixed_sizes: 'Mixed sizes',
  mixed_orientation: 'Mixed orientation',
  color_in_bw: 'Colour in B&W',
  blank_pages: 'Blank pages',
  repaired: 'Repaired',
};

export const ZPreflightWarning = z.object({ code: ZPreflightWarningCode, message: z.string() });
export type TPreflightWarning = z.infer<typeof ZPreflightWarning>;

export const ZPreflight = z.object({
  /**
   * The page sizes, portrait (width ≤ height; a landscape page counts under its portrait size), in the
   * order they first occur. A page within 3 mm of a paper size an order may ask for counts under that size
   * (at its nominal measures); any other page counts under the first other size within 3 mm of it.
   */
  sizes: z.array(z.object({ width_mm: z.number(), height_mm: z.number(), pages: z.number().int() })),
  /** Pages by orientation, rotation applied; a square page counts as portrait. */
  orientation: z.object({ portrait: z.number().int(), landscape: z.number().int() }),
  /** The pages (from 1) that are not the ordered paper size. */
  mismatched_pages: z.array(z.number().int()),
  /** Pages with colour content; null until the background renders have looked. */
  color_pages: z.number().int().nullable(),
  /** The pages (from 1) with nothing on them; null until the background renders have looked. */
  blank_pages: z.array(z.number().int()).nullable(),
  warnings: z.array(ZPreflightWarning),
});
export type TPreflight = z.infer<typeof ZPreflight>;
