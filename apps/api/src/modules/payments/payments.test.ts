import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signupCustomer } from '../../../test/customer-fixtures';
import { placedOrder } from '../../../test/customer-order-fixtures';
import { createTestContext, insertBulkOrders, type Staff, type TestContext } from '../../../test/helper';
import { auditLog, orders, webhookDeliveries, webhookEndpoints } from '../../db/schema';

import type { TOrder, TOrderDetail, TPayment } from '@printhub/contract';

let t: TestContext;
let staff: Staff;
let otherStaff: Staff;
beforeAll(async () => {
  t = await createTestContext();
  [staff, otherStaff] = [await t.createStaff(), await t.createStaff()];
});
afterAll(() => t.close());

let seed = 500;
/** One order of a new customer owing `amount` (GST included), in `status`, with the given columns. */
async function orderOwing(amount: number, status: TOrder['status'], columns: Record<string, unknown> = {}) {
  const tag = `pay${(seed += 1)}`;
  await insertBulkOrders(t.database.db, {
    seed,
    total: 1,
    columns: {
      status: sql`${status}`,
      amount: sql`${amount}::numeric`,
      print_ref: sql`${tag}`,
      ...Object.fromEntries(Object.entries(columns).map(([k, v]) => [k, sql`${v}`])),
      ...(status === 'cancelled' && { cancelled_at: sql`now()`, cancel_reason: sql`'Test'` }),
    },
  });
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.printRef, tag));
  return row!.id;
}

const pay = (id: number, body: object, token?: string) =>
  t.call('POST', `/api/all-orders/${id}/payments`, body, token);
const detail = async (id: number) => (await t.call('GET', `/api/all-orders/${id}/`)).json() as TOrderDetail;

describe('recording payments', () => {
  it('moves an order from unpaid to partial, paid and refunded, with the amounts and receipts', async () => {
    const id = await orderOwing(100, 'delivered', { assigned_user: staff.id });
    expect(await detail(id)).toMatchObject({
      paid_amount: 0,
      balance_due: 100,
      payment_status: 'unpaid',
      payments: [],
    });

    const first = await pay(id, { amount: 40.5, method: 'card', reference: ' 4242 ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      order: id,
      amount: 40.5,
      method: 'card',
      reference: '4242',
      reason: null,
      receipt_number: `RCT-${id}-1`,
      recorded_by_name: 'Test Admin',
    });
    expect(await detail(id)).toMatchObject({
      paid_amount: 40.5,
      balance_due: 59.5,
      payment_status: 'partial',
    });

    const over = await pay(id, { amount: 59.51, method: 'cash' });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0]).toMatchObject({
      message: 'More than the balance due (₹59.50)',
      context: { key: 'amount' },
    });

    expect((await pay(id, { amount: 59.5, method: 'upi' })).statusCode).toBe(201);
    const paid = await detail(id);
    expect(paid).toMatchObject({ paid_amount: 100, balance_due: 0, payment_status: 'paid' });
    expect(paid.payments.map((p: TPayment) => [p.amount, p.receipt_number])).toEqual([
      [40.5, `RCT-${id}-1`],
      [59.5, `RCT-${id}-2`],
    ]);
    expect((await pay(id, { amount: 1, method: 'cash' })).json().errors[0].message).toBe(
      'Nothing is left to pay on this order',
    );

    // A refund needs its reason and cannot pass what was paid.
    const noReason = await pay(id, { amount: -30, method: 'cash' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].context.key).toBe('reason');
    const tooMuch = await pay(id, { amount: -100.01, method: 'cash', reason: 'Misprint' });
    expect(tooMuch.json().errors[0].message).toBe('A refund cannot be more than what was paid (₹100)');

    expect((await pay(id, { amount: -30, method: 'cash', reason: 'Two pages smudged' })).statusCode).toBe(
      201,
    );
    expect(await detail(id)).toMatchObject({ paid_amount: 70, balance_due: 30, payment_status: 'partial' });
    const refund = await pay(id, { amount: -70, method: 'bank', reason: 'Reprint refused' });
    expect(refund.json()).toMatchObject({
      amount: -70,
      reason: 'Reprint refused',
      receipt_number: `RCT-${id}-4`,
    });
    expect(await detail(id)).toMatchObject({ paid_amount: 0, balance_due: 100, payment_status: 'refunded' });

    // Every payment is on the order's audit history.
    const entries = await t.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'orders'), eq(auditLog.resourceId, String(id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.summary)).toEqual([
      `Recorded a Card payment of ₹40.50 on order #${id} (RCT-${id}-1)`,
      `Recorded a UPI payment of ₹59.50 on order #${id} (RCT-${id}-2)`,
      `Recorded a Cash refund of ₹30 on order #${id} (RCT-${id}-3)`,
      `Recorded a Bank transfer refund of ₹70 on order #${id} (RCT-${id}-4)`,
    ]);
  });

  it('shows the customer what they paid and what is left, in their order list and the order itself', async () => {
    const customer = await signupCustomer(t);
    const order = await placedOrder(t, customer.token);
    const owed = (await detail(order.id)).amount_due;
    expect((await pay(order.id, { amount: 10, method: 'upi' })).statusCode).toBe(201);
    const expected = {
      paid_amount: 10,
      balance_due: Math.round((owed - 10) * 100) / 100,
      payment_status: 'partial',
    };
    const list = await t.call('GET', '/api/customer/orders', undefined, customer.token);
    expect(list.json().results.find((o: { id: number }) => o.id === order.id)).toMatchObject(expected);
    const own = await t.call('GET', `/api/customer/orders/${order.id}/`, undefined, customer.token);
    expect(own.json()).toMatchObject(expected);
  });

  it('lets a staff user take cash or UPI only on their own order out for delivery, or one placed at their counter', async () => {
    const assigned = await orderOwing(50, 'assigned', { assigned_user: staff.id });
    const onTheWay = await orderOwing(50, 'out-for-delivery', { assigned_user: staff.id });
    const counter = await orderOwing(50, 'confirmed', { placed_by: staff.id });
    const others = await orderOwing(50, 'out-for-delivery', { assigned_user: otherStaff.id });

    const early = await pay(assigned, { amount: 10, method: 'cash' }, staff.token);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe(
      'You can take a payment for an order once it is out for delivery with you, or for one you placed at the counter',
    );
    const card = await pay(onTheWay, { amount: 10, method: 'card' }, staff.token);
    expect(card.statusCode).toBe(403);
    expect(card.json().error).toBe('A staff user records cash or UPI payments only');
    const refund = await pay(onTheWay, { amount: -10, method: 'cash', reason: 'x' }, staff.token);
    expect(refund.json().error).toBe('Only a super admin records a refund');
    expect((await pay(others, { amount: 10, method: 'cash' }, staff.token)).statusCode).toBe(404);

    const cash = await pay(onTheWay, { amount: 50, method: 'cash' }, staff.token);
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().recorded_by).toBe(staff.id);
    expect(
      (await pay(counter, { amount: 20, method: 'upi', reference: 'UPI-1' }, staff.token)).statusCode,
    ).toBe(201);
    expect(await detail(onTheWay)).toMatchObject({ payment_status: 'paid', balance_due: 0 });
    expect(await detail(assigned)).toMatchObject({ payment_status: 'unpaid', paid_amount: 0 });
  });

  it('never takes more than the balance, however many payments arrive at once', async () => {
    const id = await orderOwing(100, 'delivered', { assigned_user: staff.id });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        pay(id, { amount: 30, method: i % 2 ? 'cash' : 'upi' }, staff.token),
      ),
    );
    expect(answers.map((r) => r.statusCode).toSorted()).toEqual([201, 201, 201, 400, 400, 400, 400, 400]);
    const after = await detail(id);
    expect(after).toMatchObject({ paid_amount: 90, balance_due: 10, payment_status: 'partial' });
    expect(after.payments.map((p) => p.receipt_number).toSorted()).toEqual(
      [1, 2, 3].map((n) => `RCT-${id}-${n}`),
    );
  });

  it('shows a cancelled order’s payments as a refund due, and refuses more money for it', async () => {
    const id = await orderOwing(80, 'confirmed');
    expect((await pay(id, { amount: 30, method: 'cash' })).statusCode).toBe(201);
    const cancel = await t.call('PATCH', `/api/all-orders/${id}/`, {
      id,
      status: 'cancelled',
      cancel_reason: 'Customer left',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ paid_amount: 30, balance_due: -30, payment_status: 'partial' });
    expect((await pay(id, { amount: 10, method: 'cash' })).statusCode).toBe(400);
    expect((await pay(id, { amount: -30, method: 'cash', reason: 'Cancelled' })).statusCode).toBe(201);
    expect(await detail(id)).toMatchObject({ balance_due: 0, payment_status: 'refunded' });
  });

  it('filters and exports the lists by payment status, and counts what is left to collect', async () => {
    const before = (await t.call('GET', '/api/staff-dashboard/', undefined, otherStaff.token)).json()
      .to_collect;
    const adminBefore = (await t.call('GET', '/api/dashboard')).json().to_collect;
    const unpaid = await orderOwing(25, 'delivered', { assigned_user: otherStaff.id });
    const part = await orderOwing(40, 'out-for-delivery', { assigned_user: otherStaff.id });
    await orderOwing(1000, 'assigned', { assigned_user: otherStaff.id }); // Not yet on its way.
    await pay(part, { amount: 15, method: 'cash' }, otherStaff.token);

    const ids = async (url: string, token?: string) =>
      ((await t.call('GET', url, undefined, token)).json().results as TOrder[]).map((o) => o.id);
    expect(await ids('/api/my_orders/?payment_status=partial', otherStaff.token)).toEqual([part]);
    expect(await ids('/api/my_orders/?payment_status=unpaid&status=delivered', otherStaff.token)).toEqual([
      unpaid,
    ]);
    const all = await ids('/api/all-orders/?payment_status=partial&limit=100');
    expect(all).toContain(part);
    expect(all).not.toContain(unpaid);
    expect((await t.call('GET', '/api/all-orders/?payment_status=owed')).statusCode).toBe(400);

    const csv = await t.call('GET', '/api/all-orders/export.csv?payment_status=partial');
    const [header, ...rows] = csv.body.trim().split('\n');
    expect(header).toContain('amount_due,paid_amount,balance_due,payment_status');
    expect(rows.find((r) => r.startsWith(`${part},`))).toContain('40,15,25,partial');

    // 25 unpaid + 25 left of 40; the assigned order is not counted.
    const staffAfter = (await t.call('GET', '/api/staff-dashboard/', undefined, otherStaff.token)).json();
    expect(staffAfter.to_collect - before).toBe(50);
    expect((await t.call('GET', '/api/dashboard')).json().to_collect - adminBefore).toBe(50);
  });

  it('posts payment.recorded to the webhooks that listen for it, with the payment', async () => {
    await t.database.db.insert(webhookEndpoints).values({
      url: 'http://127.0.0.1:9/payments',
      events: ['payment.recorded'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
    const id = await orderOwing(60, 'delivered');
    expect((await pay(id, { amount: 60, method: 'upi', reference: 'UTR9' })).statusCode).toBe(201);
    const [delivery] = await t.database.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.type, 'payment.recorded'),
          like(webhookDeliveries.body, `%"order_id":${id},%`),
        ),
      );
    expect(JSON.parse(delivery!.body).data).toMatchObject({
      order_id: id,
      amount: 60,
      method: 'upi',
      reference: 'UTR9',
      receipt_number: `RCT-${id}-1`,
      paid_amount: 60,
      payment_status: 'paid',
    });
  });
});
