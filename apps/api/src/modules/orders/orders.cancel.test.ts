import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, createTestContext, seedOrders, type Staff, type TestContext } from '../../../test/helper';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver';
import { notifications, webhookDeliveries } from '../../db/schema';

import type { TOrderStatus } from '@printhub/contract';

// Cancelling an order: who may, from where, what it writes, and that it is final.
const NOW = Date.parse('2026-11-28T06:30:00Z');
let t: TestContext;
let staff: Staff;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestContext({ now: () => new Date(NOW) });
  staff = await t.createStaff();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function orderIn(status: TOrderStatus): Promise<number> {
  const assignedUser = status === 'confirmed' ? null : staff.id;
  const [o] = await seedOrders(t.database.db, [
    { status, orderType: 'print', assignedUser, createdAt: new Date(NOW - 3600_000) },
  ]);
  return o!.id;
}

const patch = (id: number, body: object, token?: string) =>
  t.call('PATCH', `/api/all-orders/${id}/`, { id, ...body }, token);
const cancel = (id: number, reason: unknown = 'The customer called it off', token?: string) =>
  patch(id, { status: 'cancelled', cancel_reason: reason }, token);
const fieldOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { context: { key: string } }[] }).errors[0]?.context.key;

describe('cancelling an order', () => {
  it.each(['confirmed', 'assigned', 'out-for-delivery'] as const)(
    'a super admin cancels a %s order: status, reason and time, a timeline step, an audit entry',
    async (status) => {
      const id = await orderIn(status);
      const res = await cancel(id, '  Duplicate order  ');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Duplicate order',
        cancelled_at: new Date(NOW).toISOString(),
        assigned_user: status === 'confirmed' ? null : staff.id,
      });
      const detail = (await t.call('GET', `/api/all-orders/${id}/`)).json();
      expect(detail.history[0]).toMatchObject({ from_status: status, to_status: 'cancelled' });
      const audit = (await t.call('GET', `/api/audit-log/?resource=orders&resource_id=${id}`)).json();
      expect(audit.results[0]).toMatchObject({
        action: 'cancel',
        summary: `Cancelled order #${id}: Duplicate order`,
      });
    },
  );

  it('refuses a missing or blank reason with a 400 on cancel_reason, and changes nothing', async () => {
    const id = await orderIn('assigned');
    for (const body of [{}, { cancel_reason: '' }, { cancel_reason: '   ' }, { cancel_reason: null }]) {
      const res = await patch(id, { status: 'cancelled', ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldOf(res)).toBe('cancel_reason');
    }
    const long = await cancel(id, 'x'.repeat(501));
    expect(fieldOf(long)).toBe('cancel_reason');
    expect((await t.call('GET', `/api/all-orders/${id}/`)).json().status).toBe('assigned');
  });

  it('staff cannot cancel, not even their own order (403); bulk moves cannot cancel', async () => {
    const id = await orderIn('out-for-delivery');
    const res = await cancel(id, 'Not wanted', staff.token);
    expect(res.statusCode, res.body).toBe(403);
    const bulk = await t.call('POST', '/api/all-orders/bulk-update/', { ids: [id], status: 'cancelled' });
    expect(bulk.statusCode).toBe(400);
    expect(fieldOf(bulk)).toBe('status');
    expect((await t.call('GET', `/api/all-orders/${id}/`)).json().status).toBe('out-for-delivery');
  });

  it('a delivered order cannot be cancelled', async () => {
    const id = await orderIn('delivered');
    const res = await cancel(id);
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe('status');
    expect(res.json().errors[0].message).toBe('A delivered order cannot be cancelled');
  });

  it('cancelled is final: no status, no assignee, no due date, no second cancel', async () => {
    const id = await orderIn('assigned');
    expect((await cancel(id)).statusCode).toBe(200);
    for (const status of ['confirmed', 'assigned', 'out-for-delivery', 'delivered', 'cancelled']) {
      const res = await patch(id, { status, assigned_user: staff.id, cancel_reason: 'Again' });
      expect(res.statusCode, status).toBe(400);
      expect(fieldOf(res), status).toBe('status');
    }
    const other = await t.createStaff();
    expect(fieldOf(await patch(id, { assigned_user: other.id }))).toBe('assigned_user');
    expect(fieldOf(await patch(id, { due_at: '2026-12-24T17:00:00+05:30' }))).toBe('due_at');
    const staffMove = await patch(id, { status: 'delivered' }, staff.token);
    expect(staffMove.statusCode).toBe(400);
    expect((await t.call('GET', `/api/all-orders/${id}/`)).json()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'The customer called it off',
      assigned_user: staff.id,
    });
  });

  it('cancelling while the same order is delivered ends in exactly one of the two', async () => {
    for (let i = 0; i < 6; i += 1) {
      const id = await orderIn('out-for-delivery');
      const deliver = () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/all-orders/${id}/`,
          headers: bearer(staff.token),
          payload: { id, status: 'delivered' },
        });
      const [a, b] = await Promise.all(i % 2 ? [cancel(id), deliver()] : [deliver(), cancel(id)]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes, `${a.body} ${b.body}`).toEqual([200, 400]);
      const winner = (a.statusCode === 200 ? a : b).json().status;
      const order = (await t.call('GET', `/api/all-orders/${id}/`)).json();
      expect(order.status).toBe(winner);
      expect(order.history.filter((h: { to_status: string }) => h.to_status === winner)).toHaveLength(1);
      expect(order.cancelled_at === null).toBe(winner === 'delivered');
    }
  });

  it('publishes order.cancelled: queued for the webhooks that listen for it, and e-mailed to the customer', async () => {
    const hook = await t.call('POST', '/api/webhooks/', {
      url: receiver.url('/cancelled'),
      events: ['order.cancelled'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const id = await orderIn('confirmed');
    expect((await cancel(id, 'Paper out of stock')).statusCode).toBe(200);
    const deliveries = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.json().id));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.type).toBe('order.cancelled');
    expect(JSON.parse(deliveries[0]!.body).data).toMatchObject({
      order_id: id,
      status: 'cancelled',
      cancel_reason: 'Paper out of stock',
    });
    const mails = await t.database.db.select().from(notifications).where(eq(notifications.orderId, id));
    expect(mails.map((m) => m.event)).toEqual(['order.cancelled']);
    expect(mails[0]!.subject).toBe(`Order #${id} is cancelled`);
  });
});
