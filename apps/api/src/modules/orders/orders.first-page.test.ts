import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { API, FIRST_PAGE_IMAGE_WIDTH } from '@printhub/contract';

import { bearer, placedOrder, postOrderForm, signupCustomer, useTestContext } from '../../../test/helper';
import { makePdf } from '../../db/seed/pdf';
import { pageRenderCount } from './orders.pages.service';

const ctx = useTestContext();

type Kept = { order_file_id: number; page: number; width: number; failed: boolean };

/** The page pictures kept of an order's files. */
async function keptPictures(orderId: number): Promise<Kept[]> {
  const res = (await ctx.t.database.db.execute(
    sql`select p.order_file_id, p.page, p.width, p.failed from order_file_pages p
      join order_files f on f.id = p.order_file_id where f.order_id = ${orderId} order by p.order_file_id`,
  )) as unknown as { rows: Kept[] };
  return res.rows.map((r) => ({
    ...r,
    order_file_id: Number(r.order_file_id),
    page: Number(r.page),
    width: Number(r.width),
  }));
}

/** Waits until the order's first file has its first page kept at the lists' width (drawn in the background). */
async function firstPageKept(orderId: number, firstFileId: number) {
  await vi.waitFor(
    async () =>
      expect(await keptPictures(orderId)).toEqual([
        { order_file_id: firstFileId, page: 1, width: FIRST_PAGE_IMAGE_WIDTH, failed: false },
      ]),
    { timeout: 30_000, interval: 100 },
  );
}

const firstPage = (fileId: number) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `${API.orderFilePage(fileId, 1)}?width=${FIRST_PAGE_IMAGE_WIDTH}`,
    headers: bearer(ctx.admin),
  });

describe("issue 37 item 3: an order's first page is drawn ahead of time for the board and the lists", () => {
  it("draws the first file's first page of a customer's order in the background, and serves it kept", async () => {
    const customer = await signupCustomer(ctx.t);
    const order = await placedOrder(ctx.t, customer.token, [
      { name: 'first.pdf', data: makePdf({ pages: 3 }) },
      { name: 'second.pdf', data: makePdf({ pages: 2 }) },
    ]);
    const [first] = order.files as [{ id: number }];
    // Only the picture the board and the lists show: the first file's first page, at their width.
    await firstPageKept(order.id, first.id);
    const renders = pageRenderCount();
    const res = await firstPage(first.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pageRenderCount()).toBe(renders);
  });

  it('draws the first page of an order taken at the counter too', async () => {
    const res = await postOrderForm(
      ctx.t,
      API.allOrders,
      ctx.admin,
      [{ name: 'walk-in.pdf', data: makePdf({ pages: 2 }) }],
      { first_name: 'Walk', last_name: 'In', mobile: '+91 90000 12345' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<{ id: number }>();
    const files = (await ctx.t.call('GET', `${API.orderFiles}?order_id=${order.id}`)).json<
      { id: number }[]
    >();
    await firstPageKept(order.id, files[0]!.id);
  });
});
