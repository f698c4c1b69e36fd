import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { API, FIRST_PAGE_IMAGE_WIDTH, type TOrderFile } from '@printhub/contract';

import {
  bearer,
  placedOrder,
  postOrderForm,
  signupCustomer,
  useTestContext,
  waitForJob,
  waitForQueueIdle,
  type TestContext,
} from '../../../test/helper';
import { PREFLIGHT_FIXTURES } from '../../../test/preflight-fixtures';
import { rowsOf } from '../../db/rows';
import { makePdf } from '../../db/seed/pdf';
import { olderPageJobs, orderPagesJob, passOverOrderPages } from './orders.pages-pass.service';
import { pageRenderCount } from './orders.pages.service';
import { databaseFileStore, type FileStore } from './orders.storage.service';

type Kept = { order_file_id: number; page: number; width: number; failed: boolean };

/** The page pictures kept of an order's files. */
async function keptPictures(t: TestContext, orderId: number): Promise<Kept[]> {
  return rowsOf<Kept>(
    await t.database.db.execute(
      sql`select p.order_file_id, p.page, p.width, p.failed from order_file_pages p
        join order_files f on f.id = p.order_file_id where f.order_id = ${orderId} order by p.order_file_id`,
    ),
  ).map((r) => ({
    ...r,
    order_file_id: Number(r.order_file_id),
    page: Number(r.page),
    width: Number(r.width),
  }));
}

/** The one picture the board and the lists show: the first file's first page, at their width. */
const firstPicture = (fileId: number): Kept[] => [
  { order_file_id: fileId, page: 1, width: FIRST_PAGE_IMAGE_WIDTH, failed: false },
];

/** The order's files as the back office lists them (their preflight with them). */
async function officeFiles(t: TestContext, orderId: number) {
  const res = await t.call('GET', `${API.orderFiles}?order_id=${orderId}`);
  expect(res.statusCode).toBe(200);
  return res.json<TOrderFile[]>();
}

describe("an order's first page is drawn ahead of time for the board and the lists", () => {
  const ctx = useTestContext();

  it("draws the first file's first page of a customer's order in the background, and serves it kept", async () => {
    const customer = await signupCustomer(ctx.t);
    const order = await placedOrder(ctx.t, customer.token, [
      { name: 'first.pdf', data: makePdf({ pages: 3 }) },
      { name: 'second.pdf', data: makePdf({ pages: 2 }) },
    ]);
    const [first] = order.files as [{ id: number }];
    await waitForQueueIdle(ctx.t.app, orderPagesJob.name);
    expect(await keptPictures(ctx.t, order.id)).toEqual(firstPicture(first.id));
    const renders = pageRenderCount();
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `${API.orderFilePage(first.id, 1)}?width=${FIRST_PAGE_IMAGE_WIDTH}`,
      headers: bearer(ctx.admin),
    });
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
    await waitForQueueIdle(ctx.t.app, orderPagesJob.name);
    const [file] = await officeFiles(ctx.t, order.id);
    expect(await keptPictures(ctx.t, order.id)).toEqual(firstPicture(file!.id));
  });
});

/** The app's own storage, counting the reads of each file's bytes. */
const reads = new Map<number, number>();
const countingStore: FileStore = {
  ...databaseFileStore,
  get: (db, file) => {
    reads.set(file.id, (reads.get(file.id) ?? 0) + 1);
    return databaseFileStore.get(db, file);
  },
};

describe("one pass over an order's files", () => {
  const ctx = useTestContext({ storage: countingStore });

  it("reads each file's bytes once to draw the first page and check every file's pages", async () => {
    const customer = await signupCustomer(ctx.t);
    const order = await placedOrder(
      ctx.t,
      customer.token,
      [
        { name: 'color.pdf', data: await PREFLIGHT_FIXTURES.colorPage() },
        { name: 'blank.pdf', data: await PREFLIGHT_FIXTURES.blankPage() },
      ],
      { color: 'black-and-white' },
    );
    await waitForQueueIdle(ctx.t.app, orderPagesJob.name);
    const [color, blank] = order.files as [{ id: number }, { id: number }];
    expect(await keptPictures(ctx.t, order.id)).toEqual(firstPicture(color.id));
    const files = await officeFiles(ctx.t, order.id);
    expect(files.map((f) => f.preflight)).toMatchObject([
      { color_pages: 1, blank_pages: [] },
      { color_pages: 0, blank_pages: [2] },
    ]);
    expect(Object.fromEntries(reads)).toEqual({ [color.id]: 1, [blank.id]: 1 });
  });
});

describe('before the pass has run', () => {
  const ctx = useTestContext();
  const files = async () => [
    { name: 'color.pdf', data: await PREFLIGHT_FIXTURES.colorPage() },
    { name: 'blank.pdf', data: await PREFLIGHT_FIXTURES.blankPage() },
  ];
  const unchecked = { color_pages: null, blank_pages: null, warnings: [] };

  it('the pass does its work once, and leaves a cancelled order alone', async () => {
    // This app does not work the job: it stays queued, and the pass is run here by hand.
    await ctx.t.app.jobs.boss.offWork(orderPagesJob.name);
    const customer = await signupCustomer(ctx.t);
    const order = await placedOrder(ctx.t, customer.token, await files(), { color: 'black-and-white' });
    const other = await placedOrder(ctx.t, customer.token, await files(), { color: 'black-and-white' });
    for (const id of [order.id, other.id]) {
      expect(await keptPictures(ctx.t, id)).toEqual([]);
      for (const file of await officeFiles(ctx.t, id)) expect(file.preflight).toMatchObject(unchecked);
    }
    const cancel = await ctx.t.call('PATCH', `/api/all-orders/${other.id}/`, {
      id: other.id,
      status: 'cancelled',
      cancel_reason: 'Placed twice',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const { db, storage } = ctx.t.app;
    await passOverOrderPages(db, storage, order.id);
    await passOverOrderPages(db, storage, other.id);
    const checked = await officeFiles(ctx.t, order.id);
    expect(checked.map((f) => [f.preflight?.color_pages, f.preflight?.blank_pages])).toEqual([
      [1, []],
      [0, [2]],
    ]);
    expect(checked.map((f) => f.preflight?.warnings.map((w) => w.code))).toEqual([
      ['color_in_bw'],
      ['blank_pages'],
    ]);
    expect(await keptPictures(ctx.t, order.id)).toEqual(firstPicture(checked[0]!.id));
    // A second run (a retried job) draws nothing and writes nothing new.
    const renders = pageRenderCount();
    await passOverOrderPages(db, storage, order.id);
    expect(pageRenderCount()).toBe(renders);
    expect(await officeFiles(ctx.t, order.id)).toEqual(checked);
    expect(await keptPictures(ctx.t, order.id)).toEqual(firstPicture(checked[0]!.id));
    // The cancelled order: no picture drawn, no page checked.
    expect(await keptPictures(ctx.t, other.id)).toEqual([]);
    for (const file of await officeFiles(ctx.t, other.id)) expect(file.preflight).toMatchObject(unchecked);
  });

  it('works the jobs queued under the older names as the pass over their order', async () => {
    const customer = await signupCustomer(ctx.t);
    const [firstPage, pageChecks] = olderPageJobs.map((job) => job.name);
    for (const [name, data] of [
      [firstPage!, (order: { files: { id: number }[] }) => ({ orderFileId: order.files[0]!.id })],
      [pageChecks!, (order: { id: number }) => ({ orderId: order.id })],
    ] as const) {
      const order = await placedOrder(ctx.t, customer.token, await files(), { color: 'black-and-white' });
      const id = await ctx.t.app.jobs.boss.send(name, data(order));
      await waitForJob(ctx.t.app, name, id!, 'completed');
      expect(await keptPictures(ctx.t, order.id)).toEqual(firstPicture(order.files[0]!.id));
      const checked = await officeFiles(ctx.t, order.id);
      expect(checked.map((f) => f.preflight?.color_pages)).toEqual([1, 0]);
    }
  });
});
