import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ORDER_STATUSES, ORDER_TYPES, ZOrderPage, type TOrderStatus } from '@printhub/contract';

import {
  bearer,
  createTestContext,
  newestFirst,
  type SeededOrder,
  seedOrders,
  type TestContext,
} from '../../../test/helper';
import { orderFiles, orders } from '../../db/schema';
import { makePdf } from '../../db/seed/pdf';
import { DAY_MS as DAY } from '../../lib/time';

let t: TestContext;
let admin: string;
let staffA: Awaited<ReturnType<TestContext['createStaff']>>;
let staffB: Awaited<ReturnType<TestContext['createStaff']>>;
let seeded: SeededOrder[];

const BASE = Date.UTC(2026, 5, 1, 12); // 2026-06-01T12:00Z

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  staffA = await t.createStaff({ full_name: 'Asha Staff' });
  staffB = await t.createStaff({ full_name: 'Bala Staff' });
  // Every status × type, spread over 16 days, assigned alternately to A and B (confirmed: nobody).
  const specs = [];
  let day = 0;
  for (const orderType of ORDER_TYPES) {
    for (const status of ORDER_STATUSES) {
      for (let i = 0; i < 2; i += 1) {
        const assignedUser = status === 'confirmed' ? null : i % 2 === 0 ? staffA.id : staffB.id;
        specs.push({ status, orderType, assignedUser, createdAt: new Date(BASE + day * DAY) });
        day += 1;
      }
    }
  }
  specs.push({
    status: 'confirmed' as const,
    orderType: 'print' as const,
    assignedUser: null,
    createdAt: new Date(BASE - 30 * DAY),
    title: 'Zebra 100% Manual',
    firstName: 'Xenia',
  });
  seeded = await seedOrders(t.database.db, specs);
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const patch = (id: number, payload: object, token = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/all-orders/${id}/`, headers: bearer(token), payload });

/** Reads every page of a list, checking that paging neither skips nor repeats. */
async function readAll(url: string, token = admin, limit = 3) {
  const ids: number[] = [];
  let count = -1;
  for (let offset = 0; ; offset += limit) {
    const res = await get(`${url}${url.includes('?') ? '&' : '?'}limit=${limit}&offset=${offset}`, token);
    expect(res.statusCode, res.body).toBe(200);
    const page = ZOrderPage.parse(res.json());
    count = page.count;
    ids.push(...page.results.map((o) => o.id));
    if (!page.next) break;
  }
  expect(new Set(ids).size).toBe(ids.length);
  return { ids, count };
}

const expectedIds = (pred: (o: SeededOrder) => boolean) =>
  seeded
    .filter(pred)
    .sort(newestFirst)
    .map((o) => o.id);

describe('GET /api/all-orders/', () => {
  const variants: Array<[string, string, (o: SeededOrder) => boolean]> = [];
  for (const status of [undefined, ...ORDER_STATUSES] as (TOrderStatus | undefined)[]) {
    const statusQ = status ? `status=${status}&` : '';
    const byStatus = (o: SeededOrder) => !status || o.status === status;
    variants.push([
      `${status ?? 'total'} (ordinary)`,
      `?${statusQ}exclude_order_type=subscription`,
      (o) => byStatus(o) && o.orderType !== 'subscription',
    ]);
    variants.push([
      `${status ?? 'total'} (subscription)`,
      `?${statusQ}order_type=subscription`,
      (o) => byStatus(o) && o.orderType === 'subscription',
    ]);
  }

  for (const [name, query, pred] of variants) {
    it(`lists ${name} orders newest first, counted and paged correctly`, async () => {
      const { ids, count } = await readAll(`/api/all-orders/${query}`);
      expect(ids).toEqual(expectedIds(pred));
      expect(count).toBe(ids.length);
    });
  }

  it("issue 37 item 3: each row names the order's first file, for its thumbnail (null without files)", async () => {
    const [order] = seeded;
    const first = (
      await get(`/api/all-orders/?limit=100&query=${encodeURIComponent(order!.title)}`)
    ).json() as {
      results: { id: number; first_file_id: number | null }[];
    };
    expect(first.results.find((r) => r.id === order!.id)!.first_file_id).toBe(order!.fileId);
    const [none] = await seedOrders(t.database.db, [
      {
        status: 'confirmed',
        orderType: 'print',
        assignedUser: null,
        createdAt: new Date(),
        title: 'No files here',
      },
    ]);
    await t.database.db.delete(orderFiles).where(eq(orderFiles.orderId, none!.id));
    const page = (await get('/api/all-orders/?query=No%20files%20here')).json() as {
      results: { id: number; first_file_id: number | null }[];
    };
    expect(page.results).toEqual([expect.objectContaining({ id: none!.id, first_file_id: null })]);
    expect((await get(`/api/all-orders/${order!.id}/`)).json().first_file_id).toBe(order!.fileId);
    await t.database.db.delete(orders).where(eq(orders.id, none!.id));
  });

  it('gives DRF-style next and previous links and 10 per page by default', async () => {
    const res = await get('/api/all-orders/?offset=3');
    const page = res.json();
    expect(page.results).toHaveLength(10);
    expect(page.previous).toBe('/api/all-orders/?offset=0&limit=10');
    expect(page.next).toBe('/api/all-orders/?offset=13&limit=10');
  });

  it('bounds by date, both ends inclusive (UTC days)', async () => {
    const { ids } = await readAll('/api/all-orders/?from_date=2026-06-03&to_date=2026-06-05');
    const from = Date.UTC(2026, 5, 3);
    const until = Date.UTC(2026, 5, 6);
    expect(ids).toEqual(expectedIds((o) => o.createdAt.getTime() >= from && o.createdAt.getTime() < until));
    expect(ids).toHaveLength(3);
  });

  it('searches name, e-mail and title case-insensitively, taking % literally', async () => {
    const xenia = seeded.find((o) => o.firstName === 'Xenia')!;
    for (const q of ['xENIA', 'zebra 100%', '100% man']) {
      const { ids } = await readAll(`/api/all-orders/?query=${encodeURIComponent(q)}`);
      expect(ids, q).toEqual([xenia.id]);
    }
    expect((await readAll(`/api/all-orders/?query=${encodeURIComponent('%')}`)).ids).toEqual([xenia.id]);
    expect((await readAll('/api/all-orders/?query=nothing-like-this')).ids).toEqual([]);
  });

  it('answers 400 to bad query values', async () => {
    for (const [query, key] of [
      ['offset=abc', 'offset'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
      ['status=lost', 'status'],
      ['exclude_order_type=other', 'exclude_order_type'],
      ['from_date=2026-13-01', 'from_date'],
      ['from_date=2026-06-05&to_date=2026-06-01', 'to_date'],
      [`query=${'q'.repeat(101)}`, 'query'],
    ]) {
      const res = await get(`/api/all-orders/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().errors.map((e: { context: { key: string } }) => e.context.key),
        query,
      ).toContain(key);
    }
  });

  it('is for super admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/all-orders/' })).statusCode).toBe(401);
    expect((await get('/api/all-orders/', staffA.token)).statusCode).toBe(403);
  });
});

describe('GET /api/my_orders/', () => {
  it('gives staff their own orders for each staff list', async () => {
    const mine = (o: SeededOrder) => o.assignedUser === staffA.id;
    const cases: Array<[string, (o: SeededOrder) => boolean]> = [
      // Neither delivered nor cancelled: the open orders.
      ['exclude_status=delivered', (o) => mine(o) && o.status !== 'delivered' && o.status !== 'cancelled'],
      ['status=out-for-delivery', (o) => mine(o) && o.status === 'out-for-delivery'],
      ['status=delivered', (o) => mine(o) && o.status === 'delivered'],
      [
        'status=delivered&from_date=2026-06-01&to_date=2026-06-07',
        (o) => mine(o) && o.status === 'delivered' && o.createdAt.getTime() < Date.UTC(2026, 5, 8),
      ],
    ];
    for (const [query, pred] of cases) {
      const { ids, count } = await readAll(
        `/api/my_orders/?assigned_user=${staffA.id}&${query}`,
        staffA.token,
        2,
      );
      expect(ids, query).toEqual(expectedIds(pred));
      expect(count).toBe(ids.length);
    }
    expect(expectedIds((o) => mine(o) && o.status !== 'delivered').length).toBeGreaterThan(0);
  });

  it('refuses to widen a staff user’s list to another user’s orders', async () => {
    const res = await get(`/api/my_orders/?assigned_user=${staffB.id}`, staffA.token);
    expect(res.statusCode).toBe(403);
  });

  it('defaults to the caller, and lets a super admin look at anyone’s queue', async () => {
    expect((await readAll('/api/my_orders/', staffB.token)).ids).toEqual(
      expectedIds((o) => o.assignedUser === staffB.id),
    );
    expect((await readAll(`/api/my_orders/?assigned_user=${staffB.id}`)).ids).toEqual(
      expectedIds((o) => o.assignedUser === staffB.id),
    );
  });
});

describe('GET /api/all-orders/{id}/ and /api/order-files/', () => {
  it('shows a staff user their own order, and 404 for anyone else’s', async () => {
    const ofA = seeded.find((o) => o.assignedUser === staffA.id)!;
    const ofB = seeded.find((o) => o.assignedUser === staffB.id)!;
    const own = await get(`/api/all-orders/${ofA.id}/`, staffA.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: ofA.id,
      assigned_user: staffA.id,
      assigned_user_name: 'Asha Staff',
      history: [],
    });
    expect((await get(`/api/all-orders/${ofB.id}/`, staffA.token)).statusCode).toBe(404);
    expect((await get(`/api/order-files/?order_id=${ofB.id}`, staffA.token)).statusCode).toBe(404);
    const files = await get(`/api/order-files/?order_id=${ofA.id}`, staffA.token);
    expect(files.json()).toEqual([
      {
        id: expect.any(Number),
        order: ofA.id,
        name: `file-${ofA.id}.pdf`,
        url: expect.stringMatching(/^\/api\/order-files\/\d+\/download$/),
        pages: 3,
        size: makePdf({ pages: 3 }).length,
        // Seeded straight into the table, as files stored before preflight existed: none.
        preflight: null,
      },
    ]);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await get('/api/all-orders/999999/')).statusCode).toBe(404);
    expect((await get('/api/all-orders/abc/')).statusCode).toBe(400);
    expect((await get('/api/order-files/?order_id=x')).statusCode).toBe(400);
  });
});

describe('PATCH /api/all-orders/{id}/', () => {
  it('walks an order through the workflow and records each change on the timeline', async () => {
    const [order] = await seedOrders(t.database.db, [
      { status: 'confirmed', orderType: 'print', assignedUser: null, createdAt: new Date(BASE) },
    ]);
    const id = order!.id;
    // The web app sends the whole order object.
    const whole = (await get(`/api/all-orders/${id}/`)).json();
    const assigned = await patch(id, { ...whole, assigned_user: staffA.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ status: 'assigned', assigned_user: staffA.id });

    expect((await patch(id, { id, status: 'delivered' }, staffA.token)).json()).toEqual({
      errors: [{ message: 'This order can only move to Out For Delivery', context: { key: 'status' } }],
    });
    expect((await patch(id, { id, status: 'out-for-delivery' }, staffA.token)).statusCode).toBe(200);
    expect((await patch(id, { id, status: 'delivered' }, staffA.token)).statusCode).toBe(200);
    const again = await patch(id, { id, status: 'delivered', assigned_user: staffA.id }, staffA.token);
    expect(again.statusCode).toBe(200);
    expect((await patch(id, { id, status: 'out-for-delivery' }, staffA.token)).statusCode).toBe(400);

    const detail = (await get(`/api/all-orders/${id}/`)).json();
    expect(detail.status).toBe('delivered');
    expect(
      detail.history.map((h: { from_status: string; to_status: string; changed_by_name: string }) => [
        h.from_status,
        h.to_status,
        h.changed_by_name,
      ]),
    ).toEqual([
      ['out-for-delivery', 'delivered', 'Asha Staff'],
      ['assigned', 'out-for-delivery', 'Asha Staff'],
      ['confirmed', 'assigned', 'Test Admin'],
    ]);
  });

  it('keeps staff away from other people’s orders and from assigning', async () => {
    const [order] = await seedOrders(t.database.db, [
      { status: 'assigned', orderType: 'print', assignedUser: staffB.id, createdAt: new Date(BASE) },
    ]);
    expect(
      (await patch(order!.id, { id: order!.id, status: 'out-for-delivery' }, staffA.token)).statusCode,
    ).toBe(404);
    const steal = await patch(order!.id, { id: order!.id, assigned_user: staffA.id }, staffB.token);
    expect(steal.statusCode).toBe(400);
    expect(steal.json().errors[0].context.key).toBe('assigned_user');
  });

  it('lets a super admin set any status, and checks the assignee is active staff', async () => {
    const [order] = await seedOrders(t.database.db, [
      { status: 'delivered', orderType: 'subscription', assignedUser: staffA.id, createdAt: new Date(BASE) },
    ]);
    const id = order!.id;
    const back = await patch(id, { id, status: 'confirmed' });
    expect(back.json()).toMatchObject({ status: 'confirmed', assigned_user: null });
    const adminId = (await get('/api/profile/')).json().id;
    for (const assignee of [adminId, 999999]) {
      const res = await patch(id, { id, assigned_user: assignee });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [{ message: 'Choose an active staff user', context: { key: 'assigned_user' } }],
      });
    }
    expect((await patch(id, { id, status: 'out-for-delivery' })).json().errors[0].context.key).toBe(
      'assigned_user',
    );
    expect((await patch(id, { id: id + 1, status: 'assigned' })).json().errors[0].context.key).toBe('id');
    expect((await patch(id, { id, status: 'shipped' })).statusCode).toBe(400);
    expect((await get(`/api/all-orders/${id}/`)).json().status).toBe('confirmed');
  });
});

describe('POST /api/all-orders/bulk-update/', () => {
  it('moves each order it can and reports the others with their reason', async () => {
    const orders = await seedOrders(t.database.db, [
      { status: 'assigned', orderType: 'print', assignedUser: staffA.id, createdAt: new Date(BASE) },
      { status: 'confirmed', orderType: 'print', assignedUser: null, createdAt: new Date(BASE) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/all-orders/bulk-update/',
      headers: bearer(admin),
      payload: { ids: [orders[0]!.id, orders[1]!.id, 999999], status: 'out-for-delivery' },
    });
    expect(res.json()).toEqual({
      updated: [orders[0]!.id],
      failed: [
        { id: orders[1]!.id, error: 'Assign a staff user before moving the order to Out For Delivery' },
        { id: 999999, error: 'Order not found' },
      ],
    });
    const staffRes = await t.app.inject({
      method: 'POST',
      url: '/api/all-orders/bulk-update/',
      headers: bearer(staffA.token),
      payload: { ids: [orders[0]!.id], status: 'delivered' },
    });
    expect(staffRes.statusCode).toBe(403);
  });
});

describe('GET /api/all-orders/export.csv', () => {
  it('downloads the filtered list as CSV, one row per order', async () => {
    const res = await get('/api/all-orders/export.csv?status=confirmed&exclude_order_type=subscription');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,created_at,status,order_type,first_name,last_name,email,mobile,title,pdf_page_count,copies,amount,discount,amount_due,paid_amount,balance_due,payment_status,coupon_code,due_at,rush,assigned_to,invoice_number,invoice_date',
    );
    const listed = await readAll('/api/all-orders/?status=confirmed&exclude_order_type=subscription');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(listed.ids);
    expect((await get('/api/all-orders/export.csv', staffA.token)).statusCode).toBe(403);
  });
});

describe('GET /api/print/{ref}/ and GET /api/order_status', () => {
  it('shows anyone only the first name, title and page count of a print', async () => {
    const order = seeded[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/print/${order.printRef}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_data: { first_name: order.firstName },
      title: order.title,
      pdf_page_count: expect.any(Number),
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/print/unknownref123/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/print/${order.id}/` })).statusCode).toBe(400);
  });

  it('lists the statuses for any signed-in user', async () => {
    const res = await get('/api/order_status', staffA.token);
    expect(res.json().map((s: { value: string }) => s.value)).toEqual([
      'confirmed',
      'assigned',
      'out-for-delivery',
      'delivered',
      'cancelled',
    ]);
  });
});
