import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bearer,
  createTestContext,
  insertBulkOrders,
  placedOrder,
  signupCustomer,
  type Staff,
  type TestContext,
} from '../../../test/helper';
import { auditLog, orders } from '../../db/schema';
import { giveInvoiceNumber } from '../invoices/invoices.service';

import type { TOrder } from '@printhub/contract';

// The shop's clock (Asia/Kolkata, 5:30 ahead of UTC), moved by each test.
let clock = Date.parse('2026-11-28T12:00:00+05:30');
const setClock = (iso: string) => (clock = Date.parse(iso));

let t: TestContext;
let staff: Staff;
beforeAll(async () => {
  t = await createTestContext({ now: () => new Date(clock) });
  staff = await t.createStaff();
});
afterAll(() => t.close());

/** Orders of a new customer, each assigned to the staff user, in `status`. */
let seed = 100;
async function ordersIn(status: TOrder['status'], count: number, tag: string): Promise<number[]> {
  await insertBulkOrders(t.database.db, {
    seed: (seed += 1),
    total: count,
    columns: {
      status: sql`${status}`,
      assigned_user: sql`${staff.id}::int`,
      title: sql`${tag} || ' ' || n`,
      print_ref: sql`${tag} || '-' || n`,
    },
  });
  const rows = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(like(orders.printRef, `${tag}-%`))
    .orderBy(orders.id);
  return rows.map((r) => r.id);
}

const patch = (id: number, body: object, token?: string) =>
  t.call('PATCH', `/api/all-orders/${id}/`, { id, ...body }, token);
const deliver = async (id: number) => {
  const res = await patch(id, { status: 'delivered' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TOrder;
};
const numberEarly = (id: number) => t.call('POST', `/api/all-orders/${id}/invoice`);

async function invoiceOf(id: number) {
  const [row] = await t.database.db
    .select({ number: orders.invoiceNumber, date: orders.invoiceDate })
    .from(orders)
    .where(eq(orders.id, id));
  return row!;
}

describe('invoice numbers', () => {
  it('gives 50 orders delivered at the same time 50 consecutive numbers, none repeated or skipped', async () => {
    setClock('2026-11-28T12:00:00+05:30');
    const ids = await ordersIn('out-for-delivery', 50, 'race');
    // Half one PATCH each, half in two bulk moves, all at once.
    const answers = await Promise.all([
      ...ids.slice(0, 25).map((id) => patch(id, { status: 'delivered' })),
      t.call('POST', '/api/all-orders/bulk-update/', { ids: ids.slice(25, 38), status: 'delivered' }),
      t.call('POST', '/api/all-orders/bulk-update/', { ids: ids.slice(38), status: 'delivered' }),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const numbers = await Promise.all(ids.map(async (id) => (await invoiceOf(id)).number));
    const expected = Array.from({ length: 50 }, (_, i) => `INV/2026-27/${String(i + 1).padStart(6, '0')}`);
    expect(numbers.toSorted()).toEqual(expected);
    expect((await invoiceOf(ids[0]!)).date).toBe('2026-11-28');
  });

  it('starts a new financial year at 000001 on 1 April in the shop’s time zone', async () => {
    const [a, b, c] = await ordersIn('out-for-delivery', 3, 'year');
    // 31 March, 23:30 in the shop (18:00 UTC): still the year that began the April before.
    setClock('2028-03-31T23:30:00+05:30');
    expect((await deliver(a!)).invoice_number).toBe('INV/2027-28/000001');
    expect((await deliver(b!)).invoice_number).toBe('INV/2027-28/000002');
    // 1 April, 00:30 in the shop, still 31 March in UTC: the new year.
    setClock('2028-04-01T00:30:00+05:30');
    const first = await deliver(c!);
    expect(first.invoice_number).toBe('INV/2028-29/000001');
    expect(first.invoice_date).toBe('2028-04-01');
  });

  it('uses no number for a delivery the workflow refuses, nor for a change that rolls back', async () => {
    setClock('2030-06-01T10:00:00+05:30');
    const [assigned, confirmed, ok] = await ordersIn('assigned', 3, 'refused');
    await patch(confirmed!, { status: 'confirmed' });
    // A staff user cannot skip a step; a confirmed order has no one to deliver it.
    expect((await patch(assigned!, { status: 'delivered' }, staff.token)).statusCode).toBe(400);
    expect((await patch(confirmed!, { status: 'delivered' })).statusCode).toBe(400);
    expect(await invoiceOf(assigned!)).toEqual({ number: null, date: null });
    // A number taken in a transaction that fails is given back with it.
    const clockOf = { now: () => new Date(clock), timeZone: 'Asia/Kolkata' };
    await expect(
      t.database.db.transaction(async (tx) => {
        expect((await giveInvoiceNumber(tx, clockOf, ok!)).number).toBe('INV/2030-31/000001');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await deliver(ok!)).invoice_number).toBe('INV/2030-31/000001');
    expect((await deliver(assigned!)).invoice_number).toBe('INV/2030-31/000002');
  });

  it('numbers an order early (a super admin, once) and keeps that number through every later move', async () => {
    setClock('2031-05-10T10:00:00+05:30');
    const [early, later] = await ordersIn('assigned', 2, 'early');
    const res = await numberEarly(early!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: early, invoice_number: 'INV/2031-32/000001', status: 'assigned' });
    expect(res.json().invoice_date).toBe('2031-05-10');
    // A second call keeps the first number, and writes nothing.
    setClock('2031-05-11T10:00:00+05:30');
    expect((await numberEarly(early!)).json().invoice_number).toBe('INV/2031-32/000001');
    const entries = await t.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(like(auditLog.summary, `Gave order #${early} %`));
    expect(entries).toEqual([{ summary: `Gave order #${early} the invoice number INV/2031-32/000001` }]);
    // Back to confirmed, assigned again, delivered: still the same number, and no number used.
    expect((await patch(early!, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await patch(early!, { assigned_user: staff.id })).statusCode).toBe(200);
    expect(await deliver(early!)).toMatchObject({ invoice_number: 'INV/2031-32/000001' });
    expect((await deliver(later!)).invoice_number).toBe('INV/2031-32/000002');
    expect((await t.call('POST', '/api/all-orders/999999/invoice')).statusCode).toBe(404);
  });

  it('refuses to cancel an order numbered early, and writes nothing', async () => {
    setClock('2034-05-10T10:00:00+05:30');
    const [numbered] = await ordersIn('assigned', 1, 'nocancel');
    const number = (await numberEarly(numbered!)).json().invoice_number;
    const res = await patch(numbered!, { status: 'cancelled', cancel_reason: 'Customer changed their mind' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].context.key).toBe('status');
    expect(res.json().errors[0].message).toBe(`An order with an invoice (${number}) cannot be cancelled`);
    expect(await invoiceOf(numbered!)).toEqual({ number, date: '2034-05-10' });
    expect((await t.call('GET', `/api/all-orders/${numbered}/`)).json().status).toBe('assigned');
  });

  it('keeps a delivered order with an invoice delivered; one delivered before invoices existed may move back', async () => {
    setClock('2032-05-10T10:00:00+05:30');
    const [invoiced] = await ordersIn('out-for-delivery', 1, 'back');
    await deliver(invoiced!);
    const back = await patch(invoiced!, { status: 'out-for-delivery' });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors[0].context.key).toBe('status');
    expect(back.json().errors[0].message).toContain('INV/2032-33/000001');
    // Reassigning it is still fine.
    expect((await patch(invoiced!, { assigned_user: staff.id })).statusCode).toBe(200);
    const [old] = await ordersIn('delivered', 1, 'legacy');
    expect((await patch(old!, { status: 'out-for-delivery' })).statusCode).toBe(200);
    expect((await deliver(old!)).invoice_number).toBe('INV/2032-33/000002');
  });

  it('shows the number in the lists, the staff list, the customer’s API and the CSV export', async () => {
    setClock('2033-05-10T10:00:00+05:30');
    const customer = await signupCustomer(t);
    const { id } = await placedOrder(t, customer.token);
    const before = await t.call('GET', `/api/all-orders/${id}/`);
    expect(before.json()).toMatchObject({ invoice_number: null, invoice_date: null });
    await patch(id, { assigned_user: staff.id });
    await deliver(id);
    const number = 'INV/2033-34/000001';
    const find = async (url: string, token?: string) => {
      const res = await t.call('GET', url, undefined, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().results as TOrder[]).find((o) => o.id === id);
    };
    expect(await find('/api/all-orders/?status=delivered')).toMatchObject({ invoice_number: number });
    expect(await find('/api/my_orders/', staff.token)).toMatchObject({ invoice_date: '2033-05-10' });
    const own = await t.app.inject({ url: `/api/customer/orders/${id}/`, headers: bearer(customer.token) });
    expect(own.json()).toMatchObject({ invoice_number: number, invoice_date: '2033-05-10' });
    const mine = await t.app.inject({ url: '/api/customer/orders', headers: bearer(customer.token) });
    expect(mine.json().results[0]).toMatchObject({ id, invoice_number: number });
    const csv = await t.call('GET', '/api/all-orders/export.csv?status=delivered');
    expect(csv.body.split('\n').find((l) => l.startsWith(`${id},`))).toContain(`${number},2033-05-10`);
  });
});
