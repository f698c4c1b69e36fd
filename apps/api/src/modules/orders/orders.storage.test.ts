import { createHash, randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import {
  bearer,
  createTestContext,
  placeOrder,
  postOrderForm,
  signupCustomer,
  waitForJob,
  waitForQueueIdle,
  type CustomerSessionFixture,
  type TestContext,
} from '../../../test/helper';
import { bucketContents, startS3Server, type S3Server } from '../../../test/s3-server';
import { rowsOf } from '../../db/rows';
import { makePdf } from '../../db/seed/pdf';
import { storeOrderFile } from './orders.files.service';
import { orderPagesJob } from './orders.pages-pass.service';
import { pageRenderCount } from './orders.pages.service';
import { ORPHAN_OBJECT_AGE_MS, storageSweepJob, SWEEP_CRON } from './orders.storage-sweep.service';
import { databaseFileStore, s3FileStore } from './orders.storage.service';

import type { ObjectStore } from '../../lib/object-store';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let s3: S3Server;
let objects: ObjectStore;
let t: TestContext;
let customer: CustomerSessionFixture;
let ahead = 0;
beforeAll(async () => {
  s3 = await startS3Server();
  objects = s3.store();
  // The app's clock runs `ahead` of the wall clock (the sweep's test moves it a day on).
  t = await createTestContext({ storage: s3FileStore(objects), now: () => new Date(Date.now() + ahead) });
  customer = await signupCustomer(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

type FileRow = { id: number; storage_key: string | null; size: number; sha256: string; chunks: number };
async function fileRow(id: number): Promise<FileRow> {
  const [row] = rowsOf<FileRow>(
    await t.database.db.execute(sql`select id, storage_key, size::int, sha256,
      (select count(*)::int from order_file_chunks c where c.order_file_id = f.id) as chunks
      from order_files f where id = ${id}`),
  );
  return row!;
}

const download = (fileId: number, token: string) =>
  t.app.inject({ method: 'GET', url: API.orderFileDownload(fileId), headers: bearer(token) });

describe('order files in S3-compatible storage (STORAGE_URL)', () => {
  it("puts a customer's 12 MB PDF in the bucket (in parts), keeps its key and size, and downloads it byte for byte", async () => {
    const pdf = makePdf({ pages: 2, padTo: 12 * 1024 * 1024 + 321 });
    const res = await placeOrder(t, customer.token, [{ name: 'big.pdf', data: pdf }]);
    expect(res.statusCode, res.body).toBe(201);
    const row = await fileRow(res.json().files[0].id);
    expect(row).toMatchObject({ size: pdf.length, sha256: sha256(pdf), chunks: 0 });
    expect(row.storage_key).toMatch(new RegExp(`^order-files/${row.id}/[0-9a-f-]{36}\\.pdf$`));
    expect((await bucketContents(objects)).get(row.storage_key!)).toBe(sha256(pdf));

    const got = await download(row.id, customer.token);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-length']).toBe(String(pdf.length));
    expect(got.rawPayload.equals(pdf)).toBe(true);
  });

  it('puts an order taken at the counter in the bucket, and the staff user downloads it byte for byte', async () => {
    const admin = await t.adminToken();
    const pdf = makePdf({ pages: 3 });
    const res = await postOrderForm(t, '/api/all-orders/', admin, [{ name: 'walk-in.pdf', data: pdf }], {
      customer_id: String(customer.id),
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await fileRow(res.json().first_file_id);
    expect(row.storage_key).toMatch(/^order-files\//);
    expect(row.chunks).toBe(0);
    expect((await bucketContents(objects)).get(row.storage_key!)).toBe(sha256(pdf));
    expect((await download(row.id, admin)).rawPayload.equals(pdf)).toBe(true);
  });

  it('keeps a rendered page in the bucket and serves it from there the next time', async () => {
    const res = await placeOrder(t, customer.token, [{ name: 'pages.pdf', data: makePdf({ pages: 2 }) }]);
    const fileId: number = res.json().files[0].id;
    const url = `${API.orderFilePage(fileId, 2)}?width=300`;
    // The first page, drawn in the background once the order is placed, is not what this test counts.
    await waitForQueueIdle(t.app, orderPagesJob.name);
    const renders = pageRenderCount();
    const first = await t.app.inject({ method: 'GET', url, headers: bearer(customer.token) });
    expect(first.statusCode, first.body).toBe(200);
    const [kept] = rowsOf<{ storage_key: string | null; data: unknown }>(
      await t.database.db.execute(
        sql`select storage_key, data from order_file_pages
          where order_file_id = ${fileId} and page = 2 and width = 300`,
      ),
    );
    expect(kept!.data).toBeNull();
    expect(kept!.storage_key).toMatch(new RegExp(`^order-file-pages/${fileId}/2-300-`));
    expect((await bucketContents(objects)).get(kept!.storage_key!)).toBe(sha256(first.rawPayload));

    const again = await t.app.inject({ method: 'GET', url, headers: bearer(customer.token) });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(pageRenderCount() - renders).toBe(1);
  });

  it('deletes the object of an order whose transaction rolls back after the file was written', async () => {
    // The first pages of the orders placed before, drawn in the background, are in the bucket first.
    await waitForQueueIdle(t.app, orderPagesJob.name);
    const before = await bucketContents(objects);
    const count = async () =>
      rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from orders`))[0]!.n;
    const orders = await count();
    // The file's row is finished once its object is whole: refusing that makes the transaction roll back.
    await t.database.db.execute(
      sql.raw(`create function refuse_finished_file() returns trigger language plpgsql as
        $$ begin raise exception 'refused by the test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_finished_file before update on order_files
        for each row execute function refuse_finished_file()`),
    );
    try {
      const res = await placeOrder(t, customer.token, [{ name: 'doomed.pdf', data: makePdf({ pages: 1 }) }]);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_finished_file on order_files'));
      await t.database.db.execute(sql.raw('drop function refuse_finished_file()'));
    }
    expect(await count()).toBe(orders);
    expect(await bucketContents(objects)).toEqual(before);
  });

  it('still reads a file kept in the database before STORAGE_URL was set', async () => {
    const res = await placeOrder(t, customer.token, [{ name: 'any.pdf', data: makePdf({ pages: 1 }) }]);
    const pdf = makePdf({ pages: 1, padTo: 700_000 });
    const old = await storeOrderFile(
      t.database.db,
      databaseFileStore,
      res.json().id,
      {
        name: 'old.pdf',
        content: pdf,
      },
      1,
    );
    expect(old.storageKey).toBeNull();
    expect((await download(old.id, customer.token)).rawPayload.equals(pdf)).toBe(true);
  });

  it("sweeps hourly for the cluster: its job deletes the objects no row names once a day old at the app's clock", async () => {
    expect(await t.app.jobs.boss.getSchedules(storageSweepJob.name)).toMatchObject([
      { name: storageSweepJob.name, cron: SWEEP_CRON, timezone: 'UTC' },
    ]);
    await waitForQueueIdle(t.app, orderPagesJob.name);
    const named = await bucketContents(objects);
    const orphan = `order-files/999999/${randomUUID()}.pdf`;
    await objects.put(orphan, Buffer.from('%PDF-1.7 left behind'), 'application/pdf');
    const sweep = async () => {
      const id = await t.app.jobs.boss.send(storageSweepJob.name, {});
      await waitForJob(t.app, storageSweepJob.name, id!, 'completed');
    };
    await sweep();
    expect(await objects.exists(orphan)).toBe(true);
    ahead = ORPHAN_OBJECT_AGE_MS + 60_000;
    try {
      await sweep();
    } finally {
      ahead = 0;
    }
    expect(await bucketContents(objects)).toEqual(named);
  });
});
