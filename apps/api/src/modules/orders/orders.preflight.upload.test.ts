import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { type TCustomerOrderDetail, type TOrderFile, type TPreflight } from '@printhub/contract';

import { bearer, placedOrder, signupCustomer, useTestContext } from '../../../test/helper';
import { PREFLIGHT_FIXTURES } from '../../../test/preflight-fixtures';
import { makePdf } from '../../db/seed/pdf';
import { orderPagesJob } from './orders.pages-pass.service';
import { PAGE_BOXES_MAX_PAGES } from './orders.pdf-page-boxes.worker.mjs';
import { inspectPdf } from './orders.pdf.service';
import { preflightOf } from './orders.preflight.service';

const ctx = useTestContext();
// What the upload finds, alone: the checks of colour and blank pages, made by the pass over the files once
// the order is placed, are not run here (orders.page-checks.test.ts).
beforeAll(() => ctx.t.app.jobs.boss.offWork(orderPagesJob.name));

type Kind = keyof typeof PREFLIGHT_FIXTURES;
/** What each kind's preflight says, in an order of `paper_size` (A4 unless said). */
const EXPECTED: Record<
  Kind,
  {
    paper_size?: 'A4' | 'A3';
    preflight: Omit<TPreflight, 'warnings' | 'color_pages' | 'blank_pages'>;
    codes: string[];
  }
> = {
  a4Portrait: {
    preflight: {
      sizes: [{ width_mm: 210, height_mm: 297, pages: 3 }],
      orientation: { portrait: 3, landscape: 0 },
      mismatched_pages: [],
    },
    codes: [],
  },
  a4Landscape: {
    preflight: {
      sizes: [{ width_mm: 210, height_mm: 297, pages: 2 }],
      orientation: { portrait: 0, landscape: 2 },
      mismatched_pages: [],
    },
    codes: [],
  },
  a4Mixed: {
    preflight: {
      sizes: [{ width_mm: 210, height_mm: 297, pages: 4 }],
      orientation: { portrait: 2, landscape: 2 },
      mismatched_pages: [],
    },
    codes: ['mixed_orientation'],
  },
  letter: {
    preflight: {
      sizes: [{ width_mm: 215.9, height_mm: 279.4, pages: 2 }],
      orientation: { portrait: 2, landscape: 0 },
      mismatched_pages: [1, 2],
    },
    codes: ['size_mismatch'],
  },
  a3: {
    paper_size: 'A3',
    preflight: {
      sizes: [{ width_mm: 297, height_mm: 420, pages: 2 }],
      orientation: { portrait: 2, landscape: 0 },
      mismatched_pages: [],
    },
    codes: [],
  },
  mixedSizes: {
    preflight: {
      sizes: [
        { width_mm: 210, height_mm: 297, pages: 2 },
        { width_mm: 297, height_mm: 420, pages: 1 },
        { width_mm: 215.9, height_mm: 279.4, pages: 1 },
      ],
      orientation: { portrait: 3, landscape: 1 },
      mismatched_pages: [2, 4],
    },
    codes: ['size_mismatch', 'mixed_sizes', 'mixed_orientation'],
  },
  // Colour and blank pages are found by renders made after the order is placed: null at upload.
  colorPage: {
    preflight: {
      sizes: [{ width_mm: 210, height_mm: 297, pages: 3 }],
      orientation: { portrait: 3, landscape: 0 },
      mismatched_pages: [],
    },
    codes: [],
  },
  blankPage: {
    preflight: {
      sizes: [{ width_mm: 210, height_mm: 297, pages: 3 }],
      orientation: { portrait: 3, landscape: 0 },
      mismatched_pages: [],
    },
    codes: [],
  },
};
const KINDS = Object.keys(EXPECTED) as Kind[];

function expectKind(kind: Kind, preflight: TPreflight | null | undefined) {
  const { preflight: want, codes } = EXPECTED[kind];
  expect(preflight, kind).toMatchObject({ ...want, color_pages: null, blank_pages: null });
  expect(
    preflight!.warnings.map((w) => w.code),
    kind,
  ).toEqual(codes);
}

describe('preflight at upload', () => {
  it.each(KINDS)('reads the page sizes and orientation of a PDF of each kind: %s', async (kind) => {
    const inspection = await inspectPdf(await PREFLIGHT_FIXTURES[kind](), `${kind}.pdf`);
    expectKind(kind, preflightOf(inspection, { paper_size: EXPECTED[kind].paper_size ?? 'A4' }));
  });

  it('a colour page in a black-and-white order and a blank page: sizes now, colour and blanks later (null)', async () => {
    for (const kind of ['colorPage', 'blankPage'] as const) {
      const inspection = await inspectPdf(await PREFLIGHT_FIXTURES[kind](), `${kind}.pdf`);
      const preflight = preflightOf(inspection, { paper_size: 'A4' });
      expect(preflight).toMatchObject({ color_pages: null, blank_pages: null, warnings: [] });
    }
  });

  it('reads no boxes of a file longer than the limit (no preflight), and still counts its pages', async () => {
    const long = await inspectPdf(makePdf({ pages: PAGE_BOXES_MAX_PAGES + 1 }), 'long.pdf');
    expect(long).toEqual({ pages: PAGE_BOXES_MAX_PAGES + 1, repaired: false, boxes: null });
    expect(preflightOf(long, { paper_size: 'A4' })).toBeNull();
  });

  it('stores each file’s preflight with the order and returns it to the customer and the back office', async () => {
    const customer = await signupCustomer(ctx.t);
    const kinds: Kind[] = ['a4Portrait', 'letter', 'mixedSizes', 'colorPage', 'blankPage', 'a4Mixed'];
    const files = await Promise.all(
      kinds.map(async (kind) => ({ name: `${kind}.pdf`, data: await PREFLIGHT_FIXTURES[kind]() })),
    );
    // Warnings never block an order.
    const order = await placedOrder(ctx.t, customer.token, files, {
      color: 'black-and-white',
      paper_size: 'A4',
    });
    const byName = (list: { name: string; preflight: TPreflight | null }[]) =>
      Object.fromEntries(list.map((f) => [f.name.replace(/\.pdf$/, ''), f.preflight]));
    const check = (list: { name: string; preflight: TPreflight | null }[]) => {
      const found = byName(list);
      for (const kind of kinds) expectKind(kind, found[kind]);
    };

    check((order as unknown as TCustomerOrderDetail).files);
    const mine = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/customer/orders/${order.id}/`,
      headers: bearer(customer.token),
    });
    expect(mine.statusCode).toBe(200);
    check((mine.json() as TCustomerOrderDetail).files);
    const list = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/customer/orders',
      headers: bearer(customer.token),
    });
    check((list.json() as { results: TCustomerOrderDetail[] }).results.find((o) => o.id === order.id)!.files);

    const office = await ctx.t.call('GET', `/api/order-files/?order_id=${order.id}`);
    expect(office.statusCode).toBe(200);
    const officeFiles = office.json() as TOrderFile[];
    check(officeFiles);
    // The message the shop reads, as stored.
    expect(officeFiles.find((f) => f.name === 'letter.pdf')!.preflight!.warnings).toEqual([
      { code: 'size_mismatch', message: 'The pages are 215.9 × 279.4 mm (Letter), not A4 (210 × 297 mm).' },
    ]);

    // Stored in the file's row, not worked out again when read.
    const stored = (await ctx.t.database.db.execute(
      sql`select name, preflight from order_files where order_id = ${order.id} order by id`,
    )) as unknown as { rows: { name: string; preflight: TPreflight | string }[] };
    const rows = stored.rows.map((r) => ({
      name: r.name,
      preflight: typeof r.preflight === 'string' ? (JSON.parse(r.preflight) as TPreflight) : r.preflight,
    }));
    check(rows);
  });

  it('checks the sizes against the ordered paper size', async () => {
    const customer = await signupCustomer(ctx.t);
    const data = await PREFLIGHT_FIXTURES.a3();
    const inA4 = await placedOrder(ctx.t, customer.token, [{ name: 'poster.pdf', data }], {
      paper_size: 'A4',
    });
    const inA3 = await placedOrder(ctx.t, customer.token, [{ name: 'poster.pdf', data }], {
      paper_size: 'A3',
    });
    const stored = async (id: number) =>
      ((await ctx.t.call('GET', `/api/order-files/?order_id=${id}`)).json() as TOrderFile[])[0]!.preflight!;
    expect((await stored(inA4.id)).mismatched_pages).toEqual([1, 2]);
    expect((await stored(inA4.id)).warnings[0]).toEqual({
      code: 'size_mismatch',
      message: 'The pages are 297 × 420 mm (A3), not A4 (210 × 297 mm).',
    });
    expect((await stored(inA3.id)).warnings).toEqual([]);
  });
});
