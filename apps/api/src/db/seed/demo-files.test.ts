import { describe, expect, it } from 'vitest';

import { API, type TOrderFile, type TPrintOptions } from '@printhub/contract';

import { bearer, useTestContext } from '../../../test/helper';
import { readPageInk } from '../../../test/pdf-reader';
import { inspectPdf } from '../../modules/orders/orders.pdf.service';
import { preflightOf } from '../../modules/orders/orders.preflight.service';
import { demoPreflight } from './demo-files';
import { seedDemoOrders } from './demo-orders';
import { makePdf, type PdfSpec } from './pdf';

const ctx = useTestContext();

const options = (over: Partial<TPrintOptions> = {}): TPrintOptions => ({
  color: 'black-and-white',
  sides: 'single',
  paper_size: 'A4',
  binding: 'none',
  ...over,
});

/** The preflight an upload of these bytes makes (sizes and orientation from the boxes it reads). */
async function uploadPreflight(bytes: Uint8Array, order: TPrintOptions) {
  return preflightOf(await inspectPdf(bytes, 'demo.pdf'), order)!;
}

/** The preflight's part about sizes and orientation (what the upload makes). */
const sizesPart = (p: ReturnType<typeof demoPreflight>) => ({
  sizes: p.sizes,
  orientation: p.orientation,
  mismatched_pages: p.mismatched_pages,
  warnings: p.warnings.filter((w) => w.code !== 'color_in_bw' && w.code !== 'blank_pages'),
});

const KINDS: Array<[string, PdfSpec, TPrintOptions]> = [
  ['A4 pages in an A4 order', { pages: 3, paper: 'A4' }, options()],
  ['A3 pages in an A3 order', { pages: 2, paper: 'A3' }, options({ paper_size: 'A3' })],
  ['Letter pages in an A4 order', { pages: 2, paper: 'Letter' }, options()],
  ['A4 pages in a Letter order', { pages: 2, paper: 'A4' }, options({ paper_size: 'Letter' })],
  ['a landscape page among portrait ones', { pages: 3, landscapePages: [2] }, options()],
  ['a colour page in a black-and-white order', { pages: 3, colorPages: [1] }, options()],
  ['a colour page in a colour order', { pages: 2, colorPages: [1] }, options({ color: 'color' })],
  ['a blank last page', { pages: 4, blankPages: [4] }, options()],
];

describe("issue 37 item 7: the demo files' preflight is what an upload and the page renders find", () => {
  it.each(KINDS)('%s', async (_kind, spec, order) => {
    const bytes = makePdf(spec);
    const preflight = demoPreflight({ pdf: spec, options: order });
    // Sizes, orientation and their warnings: as the upload's inspection of the same bytes has them.
    expect(sizesPart(preflight)).toEqual(sizesPart(await uploadPreflight(bytes, order)));
    // Colour and blank pages: as drawing the pages shows them.
    const ink = await readPageInk(bytes);
    expect(preflight.color_pages).toBe(ink.filter((p) => p.color).length);
    expect(preflight.blank_pages).toEqual(ink.flatMap((p, i) => (p.blank ? [i + 1] : [])));
    const codes = preflight.warnings.map((w) => w.code);
    expect(codes.includes('color_in_bw')).toBe(order.color === 'black-and-white' && ink.some((p) => p.color));
    expect(codes.includes('blank_pages')).toBe(ink.some((p) => p.blank));
  });

  it('gives every demo file its preflight, some with warnings of each kind, the same as an upload of its bytes', async () => {
    const staff = await ctx.t.createStaff();
    const adminId = (await ctx.t.call('GET', API.profile)).json().id as number;
    await seedDemoOrders(ctx.t.database.db, { staffIds: [staff.id], adminId, customers: 10, orders: 80 });
    const page = (await ctx.t.call('GET', `${API.allOrders}?limit=80`)).json() as {
      results: { id: number; options: TPrintOptions }[];
    };
    const codes = new Set<string>();
    let files = 0;
    for (const order of page.results) {
      const res = await ctx.t.call('GET', `${API.orderFiles}?order_id=${order.id}`);
      for (const file of res.json<TOrderFile[]>()) {
        files += 1;
        expect(file.preflight, file.name).not.toBeNull();
        expect(file.preflight!.color_pages, file.name).not.toBeNull();
        expect(file.preflight!.blank_pages, file.name).not.toBeNull();
        for (const w of file.preflight!.warnings) codes.add(w.code);
        // A sample read back as an upload would read it.
        if (files % 10 === 1) {
          const bytes = await ctx.t.app.inject({ method: 'GET', url: file.url, headers: bearer(ctx.admin) });
          expect(sizesPart(file.preflight!), file.name).toEqual(
            sizesPart(await uploadPreflight(bytes.rawPayload, order.options)),
          );
        }
      }
    }
    expect([...codes].sort()).toEqual(['blank_pages', 'color_in_bw', 'mixed_orientation', 'size_mismatch']);
  });
});
