import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { MAX_TICKETS } from '@printhub/contract';

import {
  insertBulkOrders,
  seedOrders,
  useTestContext,
  type SeededOrder,
  type Staff,
} from '../../../test/helper';
import { readPdf } from '../../../test/pdf-reader';
import { orderFiles, orders } from '../../db/schema';
import { makePdf } from '../../db/seed/pdf';
import { storeOrderFile } from './orders.files.service';
import { databaseFileStore } from './orders.storage.service';

// The test app's PUBLIC_URL (test/context.ts) and the shop's zone by default (Asia/Kolkata, UTC+05:30).
const PUBLIC_URL = 'http://printhub.test';
const ctx = useTestContext();

let staff: Staff;
let other: Staff;
/** Three orders of `staff` (the second a rush), and one of `other`. */
let own: SeededOrder[];
let foreign: SeededOrder;

beforeAll(async () => {
  staff = await ctx.t.createStaff();
  other = await ctx.t.createStaff();
  const spec = (assignedUser: number, dueAt: string, rush = false) => ({
    status: 'assigned' as const,
    orderType: 'print' as const,
    assignedUser,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    dueAt: new Date(dueAt),
    rush,
  });
  const seeded = await seedOrders(ctx.t.database.db, [
    spec(staff.id, '2026-11-28T14:30:00Z'),
    spec(staff.id, '2026-11-29T03:00:00Z', true),
    spec(staff.id, '2026-12-01T18:29:00Z'),
    spec(other.id, '2026-11-30T09:00:00Z'),
  ]);
  own = seeded.slice(0, 3);
  foreign = seeded[3]!;
});

const ticket = (id: number, token?: string | null) =>
  ctx.t.call('GET', `/api/all-orders/${id}/ticket.pdf`, undefined, token);
const tickets = (ids: unknown[], token?: string | null) =>
  ctx.t.call('POST', '/api/tickets.pdf', { order_ids: ids }, token);

/** The due dates of `own` as the shop reads them (Asia/Kolkata): what each ticket must print. */
const OWN_DUE = ['Sat 28 Nov 2026, 20:00', 'Sun 29 Nov 2026, 08:30', 'Tue 1 Dec 2026, 23:59'];

describe('issue 37 item 5: job tickets', () => {
  it('issue 37 item 5: one order’s ticket is a real one-page PDF: number, reference, due date, and a QR to the order', async () => {
    const order = own[1]!;
    const res = await ticket(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`ticket-${order.id}.pdf`);
    const pages = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page!.text).toContain(`Order #${order.id}`);
    expect(page!.text).toContain(order.printRef);
    expect(page!.text).toContain(`Due ${OWN_DUE[1]}`);
    expect(page!.text).toContain(order.title);
    expect(page!.text).toContain('RUSH');
    expect(page!.text).toMatch(/file-\d+\.pdf \(3 pages\)/);
    expect(page!.qr).toBe(`${PUBLIC_URL}/order/${order.id}`);
    // The first page's picture, in the column kept for it.
    expect(page!.images).toBe(1);
  });

  it('issue 37 item 5: a ticket whose first page cannot be drawn is printed all the same, its picture left out', async () => {
    const db = ctx.t.database.db;
    const [order] = await seedOrders(db, [
      { status: 'confirmed', orderType: 'print', assignedUser: null, createdAt: new Date() },
    ]);
    // The order's first file is no PDF at all: the renderer cannot draw it.
    await db.delete(orderFiles).where(eq(orderFiles.orderId, order!.id));
    await storeOrderFile(
      db,
      databaseFileStore,
      order!.id,
      { name: 'broken.pdf', content: Buffer.from('not a pdf') },
      1,
    );
    await storeOrderFile(
      db,
      databaseFileStore,
      order!.id,
      { name: 'fine.pdf', content: makePdf({ pages: 1 }) },
      1,
    );
    const res = await ticket(order!.id);
    expect(res.statusCode, res.body).toBe(200);
    const pages = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain(`Order #${order!.id}`);
    expect(pages[0]!.text).toContain('broken.pdf (1 page)');
    expect(pages[0]!.qr).toBe(`${PUBLIC_URL}/order/${order!.id}`);
    expect(pages[0]!.images).toBe(0);
  });

  it('issue 37 item 5: the assigned staff user gets their ticket; another staff user gets 404, as for the order', async () => {
    expect((await ticket(own[0]!.id, staff.token)).statusCode).toBe(200);
    const refused = await ticket(foreign.id, staff.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Order not found' });
    expect((await ticket(2 ** 31 - 1)).statusCode).toBe(404);
    expect((await ticket(own[0]!.id, null)).statusCode).toBe(401);
  });

  it('issue 37 item 5: the batch ticket is one PDF, a ticket a page, in the order asked for', async () => {
    const order = [own[2]!, own[0]!, own[1]!];
    const res = await tickets(order.map((o) => o.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await readPdf(res.rawPayload);
    expect(pages.map((p) => p.qr)).toEqual(order.map((o) => `${PUBLIC_URL}/order/${o.id}`));
    pages.forEach((page, i) => {
      expect(page.text).toContain(`Order #${order[i]!.id}`);
      expect(page.text).toContain(`Due ${OWN_DUE[own.indexOf(order[i]!)]}`);
    });
    expect(pages.map((p) => p.text.includes('RUSH'))).toEqual([false, false, true]);
    expect(pages.map((p) => p.images)).toEqual([1, 1, 1]);
  });

  it('issue 37 item 5: a staff user prints a batch of their own orders; one order not theirs or unknown makes it 404', async () => {
    const ids = own.map((o) => o.id);
    const res = await tickets(ids, staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await readPdf(res.rawPayload, { qrOn: () => false })).toHaveLength(3);

    const withForeign = await tickets([...ids, foreign.id], staff.token);
    expect(withForeign.statusCode).toBe(404);
    expect(withForeign.json()).toEqual({ error: `Order ${foreign.id} not found` });
    expect((await tickets([ids[0], 2 ** 31 - 1])).statusCode).toBe(404);
    expect((await tickets(ids, null)).statusCode).toBe(401);
  });

  it('issue 37 item 5: a repeated order, no order or more than 200 are refused with 400', async () => {
    const id = own[0]!.id;
    for (const ids of [
      [id, id],
      [id, String(id)],
      [],
      Array.from({ length: MAX_TICKETS + 1 }, (_, i) => i + 1),
    ]) {
      const res = await tickets(ids);
      expect(res.statusCode, JSON.stringify(ids.slice(0, 3))).toBe(400);
      expect(res.json().errors[0].context.key).toMatch(/^order_ids/);
    }
  });

  it('issue 37 item 5: 200 tickets at once, in the order asked for', async () => {
    const db = ctx.t.database.db;
    await insertBulkOrders(db, {
      seed: 37,
      total: MAX_TICKETS,
      columns: { print_ref: sql`'batch-ref-' || n` },
    });
    const rows = await db
      .select({ id: orders.id, ref: orders.printRef })
      .from(orders)
      .where(sql`${orders.printRef} like 'batch-ref-%'`);
    const ids = rows.map((r) => r.id).reverse();
    const res = await tickets(ids);
    expect(res.statusCode, res.body).toBe(200);
    const last = ids.length;
    const pages = await readPdf(res.rawPayload, { qrOn: (n) => n === 1 || n === last });
    expect(pages).toHaveLength(MAX_TICKETS);
    expect(pages.map((p) => /Order #(\d+)/.exec(p.text)?.[1])).toEqual(ids.map(String));
    expect(pages[0]!.qr).toBe(`${PUBLIC_URL}/order/${ids[0]}`);
    expect(pages[last - 1]!.qr).toBe(`${PUBLIC_URL}/order/${ids[last - 1]}`);
  });

  it('issue 37 item 5: an order with ten files, the longest address and title, and a name in another script fits one page', async () => {
    const db = ctx.t.database.db;
    const [order] = await seedOrders(db, [
      { status: 'confirmed', orderType: 'print', assignedUser: null, createdAt: new Date() },
    ]);
    await db
      .update(orders)
      .set({
        firstName: 'Ānanya',
        lastName: 'शर्मा',
        title: 'T'.repeat(200),
        deliveryAddress: 'Flat 12, '.repeat(111),
      })
      .where(eq(orders.id, order!.id));
    for (let n = 2; n <= 10; n += 1) {
      await storeOrderFile(
        db,
        databaseFileStore,
        order!.id,
        { name: `part-${n}.pdf`, content: makePdf({ pages: n }) },
        n,
      );
    }
    const res = await ticket(order!.id);
    expect(res.statusCode, res.body).toBe(200);
    const pages = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toMatch(/Ananya \?+/);
    expect(pages[0]!.text).toContain('part-10.pdf (10 pages)');
    expect(pages[0]!.qr).toBe(`${PUBLIC_URL}/order/${order!.id}`);
  });

  it('issue 37 item 5: the ticket prints each file’s preflight warnings, named by file', async () => {
    const db = ctx.t.database.db;
    const [order] = await seedOrders(db, [
      { status: 'confirmed', orderType: 'print', assignedUser: null, createdAt: new Date() },
    ]);
    const letter = {
      sizes: [{ width_mm: 216, height_mm: 279, pages: 2 }],
      orientation: { portrait: 2, landscape: 0 },
      mismatched_pages: [1, 2],
      color_pages: null,
      blank_pages: null,
      warnings: [{ code: 'size_mismatch' as const, message: 'Pages 1–2 are not A4.' }],
    };
    await storeOrderFile(
      db,
      databaseFileStore,
      order!.id,
      { name: 'letter.pdf', content: makePdf({ pages: 2 }) },
      2,
      letter,
    );
    const res = await ticket(order!.id);
    expect(res.statusCode, res.body).toBe(200);
    const [page] = await readPdf(res.rawPayload);
    expect(page!.text).toContain('letter.pdf: Pages 1–2 are not A4.');
  });
});
