import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { bearer, seedOrders, useTestContext, type SeededOrder, type Staff } from '../../../test/helper';
import { makePdf } from '../../db/seed/pdf';
import { DAY_MS } from '../../lib/time';
import { storeOrderFile } from './orders.files.service';
import { databaseFileStore, ORDER_FILE_CHUNK_BYTES } from './orders.storage.service';

const ctx = useTestContext();
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

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

const download = (id: number, token: string | null) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/api/order-files/${id}/download`,
    headers: token ? bearer(token) : {},
  });

async function chunkSizes(fileId: number): Promise<number[]> {
  const res = (await ctx.t.database.db.execute(
    sql`select octet_length(data) as n from order_file_chunks where order_file_id = ${fileId} order by seq`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows.map((r) => Number(r.n));
}

describe('storing and downloading order files', () => {
  it('gives back the same bytes for a file of several chunks, with its name and length', async () => {
    const pdf = makePdf({ pages: 2, padTo: 5 * ORDER_FILE_CHUNK_BYTES + 12_345 });
    const name = 'Résumé – final (v2).pdf';
    const stored = await ctx.t.database.db.transaction((tx) =>
      storeOrderFile(tx, databaseFileStore, order.id, { name, content: pdf }, 2),
    );
    expect(stored).toMatchObject({ name, pages: 2, size: pdf.length, sha256: sha256(pdf) });
    expect(await chunkSizes(stored.id)).toEqual([
      ...Array(5).fill(ORDER_FILE_CHUNK_BYTES),
      pdf.length - 5 * ORDER_FILE_CHUNK_BYTES,
    ]);

    const res = await download(stored.id, ctx.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Number(res.headers['content-length'])).toBe(pdf.length);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _ final (v2).pdf"; filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    expect(sha256(res.rawPayload)).toBe(sha256(pdf));
  });

  it('stores a stream of odd-sized pieces in full chunks, holding one chunk at a time', async () => {
    const pdf = makePdf({ pages: 1, padTo: 2 * ORDER_FILE_CHUNK_BYTES + 777 });
    const pieces = function* () {
      for (let at = 0; at < pdf.length; at += 10_007) yield pdf.subarray(at, at + 10_007);
    };
    const stored = await ctx.t.database.db.transaction((tx) =>
      storeOrderFile(
        tx,
        databaseFileStore,
        order.id,
        { name: 'streamed.pdf', content: Readable.from(pieces()) },
        1,
      ),
    );
    expect(await chunkSizes(stored.id)).toEqual([
      ORDER_FILE_CHUNK_BYTES,
      ORDER_FILE_CHUNK_BYTES,
      pdf.length - 2 * ORDER_FILE_CHUNK_BYTES,
    ]);
    expect(sha256((await download(stored.id, staff.token)).rawPayload)).toBe(sha256(pdf));
  });

  it('lists each file with its download address, which serves it', async () => {
    const list = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/order-files/?order_id=${order.id}`,
      headers: bearer(staff.token),
    });
    const first = list.json()[0] as { id: number; url: string; size: number; pages: number };
    expect(first.url).toBe(`/api/order-files/${first.id}/download`);
    const res = await ctx.t.app.inject({ method: 'GET', url: first.url, headers: bearer(staff.token) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(first.size);
    const head = await ctx.t.app.inject({ method: 'HEAD', url: first.url, headers: bearer(staff.token) });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(first.size);
    expect(head.rawPayload.length).toBe(0);
  });

  it('lets a super admin and the assigned staff user download; anyone else gets 404, no token 401', async () => {
    const [{ id }] = (
      await ctx.t.app.inject({
        method: 'GET',
        url: `/api/order-files/?order_id=${order.id}`,
        headers: bearer(ctx.admin),
      })
    ).json() as [{ id: number }];
    expect((await download(id!, ctx.admin)).statusCode).toBe(200);
    expect((await download(id!, staff.token)).statusCode).toBe(200);
    const other = await download(id!, otherStaff.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'File not found' });
    expect((await download(id!, null)).statusCode).toBe(401);
    expect((await download(999_999, ctx.admin)).statusCode).toBe(404);
    expect((await ctx.t.call('GET', '/api/order-files/abc/download')).statusCode).toBe(400);
  });
});
