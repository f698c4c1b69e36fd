import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { bearer, seedOrders, useTestContext, type SeededOrder, type Staff } from '../../../test/helper';
import { deepPatternPdf, manyOperatorsPdf, pdfOfPages } from '../../../test/render-fixtures';
import { isPng } from '../../lib/png';
import { DAY_MS } from '../../lib/time';
import { storeOrderFile } from './orders.files.service';
import { PAGE_IMAGE_LIMITS, pageRenderCount } from './orders.pages.service';
import { PDF_WORKER_LIMITS } from './orders.pdf-pool.service';
import { databaseFileStore } from './orders.storage.service';

const ctx = useTestContext();

let staff: Staff;
let otherStaff: Staff;
let order: SeededOrder;

beforeAll(async () => {
  staff = await ctx.t.createStaff();
  otherStaff = await ctx.t.createStaff();
  [order] = (await seedOrders(ctx.t.database.db, [
    {
      status: 'assigned',
      orderType: 'print',
      assignedUser: staff.id,
      createdAt: new Date(Date.now() - DAY_MS),
    },
  ])) as [SeededOrder];
});

/** Stores a file on the order as the upload would (its page count given), and returns its id. */
async function addFile(data: Buffer, pages: number): Promise<number> {
  const stored = await storeOrderFile(
    ctx.t.database.db,
    databaseFileStore,
    order.id,
    { name: 'test.pdf', content: data },
    pages,
  );
  return stored.id;
}

const page = (fileId: number, n: number | string, query = '', token: string | null = ctx.admin) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/api/order-files/${fileId}/pages/${n}.png${query}`,
    headers: token ? bearer(token) : {},
  });

/** A PNG's width and height, read from its header. */
function size(png: Buffer) {
  expect(isPng(png)).toBe(true);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function keptPages(fileId: number): Promise<Array<{ page: number; width: number; failed: boolean }>> {
  const res = (await ctx.t.database.db.execute(
    sql`select page, width, failed from order_file_pages where order_file_id = ${fileId} order by page, width`,
  )) as unknown as { rows: Array<{ page: number; width: number; failed: boolean }> };
  return res.rows.map((r) => ({ page: Number(r.page), width: Number(r.width), failed: r.failed }));
}

describe('GET /api/order-files/{id}/pages/{n}.png', () => {
  it('answers whoever may download the file: the super admin and the assigned staff user, 404 to others', async () => {
    expect((await page(order.fileId, 1, '?width=100')).statusCode).toBe(200);
    const own = await page(order.fileId, 1, '?width=100', staff.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const other = await page(order.fileId, 1, '?width=100', otherStaff.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'File not found' });
    const anonymous = await page(order.fileId, 1, '?width=100', null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('draws the page W pixels wide (a multiple of 100, 400 by default), as tall as its shape', async () => {
    const fileId = await addFile(
      pdfOfPages([
        { width: 595, height: 842 },
        { width: 792, height: 612 },
      ]),
      2,
    );
    const a4 = await page(fileId, 1);
    expect(a4.statusCode, a4.body).toBe(200);
    expect(a4.headers['x-render-failed']).toBeUndefined();
    expect(size(a4.rawPayload)).toEqual({ width: 400, height: Math.round((400 * 842) / 595) });
    // 450 is rounded to 500; the second page is Letter landscape.
    const letter = await page(fileId, 2, '?width=450');
    expect(size(letter.rawPayload)).toEqual({ width: 500, height: Math.round((500 * 612) / 792) });
  });

  it('answers 404 past the last page and 400 for a page or a width out of range', async () => {
    const past = await page(order.fileId, 4);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ error: 'Page not found' });
    for (const [n, query] of [
      [0, ''],
      ['x', ''],
      [1, '?width=99'],
      [1, '?width=1601'],
      [1, '?width=wide'],
    ] as const) {
      expect((await page(order.fileId, n, query)).statusCode, `${n}${query}`).toBe(400);
    }
  });

  it('renders a page once and serves it from the kept image after that, to two first requests too', async () => {
    const fileId = await addFile(pdfOfPages([{ width: 595, height: 842 }]), 1);
    const before = pageRenderCount();
    // Two first requests at once: one drawing.
    const [a, b] = await Promise.all([page(fileId, 1, '?width=300'), page(fileId, 1, '?width=300')]);
    expect(pageRenderCount() - before).toBe(1);
    expect(await keptPages(fileId)).toEqual([{ page: 1, width: 300, failed: false }]);
    const again = await page(fileId, 1, '?width=300', staff.token);
    expect(pageRenderCount() - before).toBe(1);
    expect(again.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
  });

  it('draws a huge page and a sliver of a page within the bitmap limits', async () => {
    const fileId = await addFile(
      pdfOfPages([
        { width: 14400, height: 14400 },
        { width: 3, height: 14400 },
      ]),
      2,
    );
    expect(size((await page(fileId, 1, '?width=1600')).rawPayload)).toEqual({ width: 1600, height: 1600 });
    const sliver = size((await page(fileId, 2, '?width=1600')).rawPayload);
    expect(sliver.height).toBeLessThanOrEqual(PAGE_IMAGE_LIMITS.maxSide);
    expect(sliver.width * sliver.height).toBeLessThanOrEqual(PAGE_IMAGE_LIMITS.maxPixels);
  });

  it('answers a page made to exhaust the renderer with a kept placeholder within the time limit, /api/health answering meanwhile', async () => {
    const address = await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const [name, pdf] of [
      ['100,000 operators', manyOperatorsPdf()],
      ['a deep pattern', deepPatternPdf()],
    ] as const) {
      const fileId = await addFile(pdf, 1);
      // A worker ready to draw (the previous one was ended): its own start is not the page's time.
      expect((await page(await addFile(pdfOfPages([{ width: 595, height: 842 }]), 1), 1)).statusCode).toBe(
        200,
      );
      const started = Date.now();
      let settled = false;
      // At the largest width each of the operators fills 1600 × 2263 pixels: far past the time limit on
      // any machine, so the page is the placeholder, not a page drawn fast enough.
      const answer = fetch(`${address}/api/order-files/${fileId}/pages/1.png?width=1600`, {
        headers: bearer(ctx.admin),
      }).finally(() => (settled = true));
      const health: number[] = [];
      while (!settled) health.push((await fetch(`${address}/api/health`)).status);
      const res = await answer;
      const elapsed = Date.now() - started;
      expect(res.status, name).toBe(200);
      expect(res.headers.get('x-render-failed'), name).toBe('1');
      expect(size(Buffer.from(await res.arrayBuffer())).width, name).toBe(1600);
      // The time limit counts from the worker's start on the page; reading the file and keeping the
      // placeholder come around it.
      expect(elapsed, name).toBeLessThan(PDF_WORKER_LIMITS.timeoutMs + 5000);
      expect(health.length, name).toBeGreaterThan(1);
      expect(
        health.every((status) => status === 200),
        name,
      ).toBe(true);
      // The placeholder is kept: asked again, nothing is drawn.
      const before = pageRenderCount();
      const again = await page(fileId, 1, '?width=1600');
      expect(again.headers['x-render-failed']).toBe('1');
      expect(pageRenderCount()).toBe(before);
      expect(await keptPages(fileId)).toEqual([{ page: 1, width: 1600, failed: true }]);
    }
  });
});
