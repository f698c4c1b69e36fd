import { describe, expect, it } from 'vitest';

import { ZPreflight } from '@printhub/contract';

import { pageRanges, pageSizeMm, preflightOf, type PageBox } from './orders.preflight.service';

const MM = 72 / 25.4;
/** A page box of `w` × `h` mm (as the PDF worker reads it), rotated by `rotate`. */
const box = (w: number, h: number, rotate = 0, userUnit = 1): PageBox => [
  0,
  0,
  (w * MM) / userUnit,
  (h * MM) / userUnit,
  rotate,
  userUnit,
];
const A4 = box(210, 297);
const A4_LANDSCAPE = box(297, 210);
const A3 = box(297, 420);
const LETTER = box(215.9, 279.4);

const preflight = (boxes: PageBox[], paper_size: 'A4' | 'A3' | 'Letter' = 'A4', repaired = false) => {
  const result = preflightOf({ pages: boxes.length, repaired, boxes }, { paper_size });
  // Whatever it finds, it is what the contract says a preflight is.
  expect(ZPreflight.parse(result)).toEqual(result);
  return result!;
};
const codes = (p: ReturnType<typeof preflight>) => p.warnings.map((w) => w.code);

describe('pageSizeMm', () => {
  it('measures the box in millimetres and turns it by the page rotation', () => {
    const size = pageSizeMm([0, 0, 595.28, 841.89, 0, 1]);
    expect(size.width).toBeCloseTo(210, 1);
    expect(size.height).toBeCloseTo(297, 1);
    for (const rotate of [90, 270, -90, 450]) {
      const turned = pageSizeMm([0, 0, 595.28, 841.89, rotate, 1]);
      expect([Math.round(turned.width), Math.round(turned.height)], `${rotate}`).toEqual([297, 210]);
    }
    expect(Math.round(pageSizeMm([0, 0, 595.28, 841.89, 180, 1]).width)).toBe(210);
  });

  it('reads a box that does not start at the origin, and scales it by the user unit', () => {
    const size = pageSizeMm([100, 50, 100 + 595.28, 50 + 841.89, 0, 1]);
    expect(Math.round(size.width)).toBe(210);
    const scaled = pageSizeMm([0, 0, 595.28 / 2, 841.89 / 2, 0, 2]);
    expect([Math.round(scaled.width), Math.round(scaled.height)]).toEqual([210, 297]);
  });
});

describe('preflightOf', () => {
  it('A4 portrait pages in an A4 order: one size, no warning', () => {
    expect(preflight([A4, A4, A4])).toEqual({
      sizes: [{ width_mm: 210, height_mm: 297, pages: 3 }],
      orientation: { portrait: 3, landscape: 0 },
      mismatched_pages: [],
      color_pages: null,
      blank_pages: null,
      warnings: [],
    });
  });

  it('A4 landscape pages are the ordered size the other way round: counted landscape, no warning', () => {
    const p = preflight([A4_LANDSCAPE, box(210, 297, 90)]);
    expect(p.orientation).toEqual({ portrait: 0, landscape: 2 });
    expect(p.sizes).toEqual([{ width_mm: 210, height_mm: 297, pages: 2 }]);
    expect(p.warnings).toEqual([]);
  });

  it('portrait and landscape pages together: mixed_orientation only', () => {
    const p = preflight([A4, A4_LANDSCAPE, A4, A4_LANDSCAPE, A4]);
    expect(p.orientation).toEqual({ portrait: 3, landscape: 2 });
    expect(p.warnings).toEqual([
      {
        code: 'mixed_orientation',
        message: 'The pages are not all one way round: 3 pages portrait, 2 pages landscape.',
      },
    ]);
  });

  it('Letter pages in an A4 order: size_mismatch, every page', () => {
    const p = preflight([LETTER, LETTER]);
    expect(p.mismatched_pages).toEqual([1, 2]);
    expect(p.sizes).toEqual([{ width_mm: 215.9, height_mm: 279.4, pages: 2 }]);
    expect(p.warnings).toEqual([
      {
        code: 'size_mismatch',
        message: 'The pages are 215.9 × 279.4 mm (Letter), not A4 (210 × 297 mm).',
      },
    ]);
    // The same file in a Letter order is what was ordered.
    expect(preflight([LETTER, LETTER], 'Letter').warnings).toEqual([]);
  });

  it('A3 pages: right in an A3 order, a mismatch in an A4 one', () => {
    expect(preflight([A3, A3], 'A3').warnings).toEqual([]);
    expect(codes(preflight([A3, A3], 'A4'))).toEqual(['size_mismatch']);
  });

  it('mixed sizes: mixed_sizes, and the pages that are not the ordered size', () => {
    const p = preflight([A4, A3, A4, box(279.4, 215.9)]);
    expect(p.sizes).toEqual([
      { width_mm: 210, height_mm: 297, pages: 2 },
      { width_mm: 297, height_mm: 420, pages: 1 },
      { width_mm: 215.9, height_mm: 279.4, pages: 1 },
    ]);
    expect(p.mismatched_pages).toEqual([2, 4]);
    expect(p.orientation).toEqual({ portrait: 3, landscape: 1 });
    expect(p.warnings).toEqual([
      { code: 'size_mismatch', message: 'Pages 2, 4 (2 of 4) are not A4 (210 × 297 mm).' },
      {
        code: 'mixed_sizes',
        message:
          'The pages come in 3 sizes: 210 × 297 mm (A4), 2 pages; 297 × 420 mm (A3), 1 page; 215.9 × 279.4 mm (Letter), 1 page.',
      },
      {
        code: 'mixed_orientation',
        message: 'The pages are not all one way round: 3 pages portrait, 1 page landscape.',
      },
    ]);
  });

  it('allows 3 mm either way, not more', () => {
    expect(preflight([box(213, 294), box(207, 300)]).warnings).toEqual([]);
    const p = preflight([A4, box(213.2, 297)]);
    expect(p.mismatched_pages).toEqual([2]);
    expect(p.warnings[0]).toEqual({
      code: 'size_mismatch',
      message: 'Page 2 (1 of 2) is not A4 (210 × 297 mm).',
    });
    // Within 3 mm of a paper size is that size: scanned pages a millimetre or two apart are one size.
    expect(preflight([box(211, 296), box(207.5, 299), A4]).sizes).toEqual([
      { width_mm: 210, height_mm: 297, pages: 3 },
    ]);
    // Other sizes are one when within 3 mm of the first page of that size.
    expect(preflight([box(100, 150), box(102.5, 147.5), box(105, 150)]).sizes).toEqual([
      { width_mm: 100, height_mm: 150, pages: 2 },
      { width_mm: 105, height_mm: 150, pages: 1 },
    ]);
  });

  it('says a repaired file was repaired', () => {
    expect(preflight([A4], 'A4', true).warnings).toEqual([
      {
        code: 'repaired',
        message:
          'The file was damaged and had to be repaired to be read: check that its pages print as expected.',
      },
    ]);
  });

  it('is null for a file whose boxes were not read', () => {
    expect(preflightOf({ pages: 5000, repaired: false, boxes: null }, { paper_size: 'A4' })).toBeNull();
  });
});

describe('pageRanges', () => {
  it('joins runs of pages and shows the first ten runs', () => {
    expect(pageRanges([1, 2, 3, 5, 7, 8])).toBe('1–3, 5, 7–8');
    expect(pageRanges(Array.from({ length: 30 }, (_, i) => i * 2 + 1))).toBe(
      '1, 3, 5, 7, 9, 11, 13, 15, 17, 19, …',
    );
  });
});
