import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, createTestContext, seedOrders, type TestContext } from '../../../test/helper';

let t: TestContext;
let admin: string;
let staffA: Awaited<ReturnType<TestContext['createStaff']>>;
let staffB: Awaited<ReturnType<TestContext['createStaff']>>;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  staffA = await t.createStaff({ full_name: 'Asha Staff' });
  staffB = await t.createStaff({ full_name: 'Bala Staff' });
});
afterAll(() => t.close());

const bulk = (payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/all-orders/bulk-update/', headers: bearer(token), payload });
const order = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/all-orders/${id}/`, headers: bearer(admin) })).json();

describe('POST /api/all-orders/bulk-update/ with assigned_user', () => {
  it('assigns confirmed orders, reassigns orders on their way, and leaves delivered ones alone', async () => {
    const at = new Date(Date.UTC(2026, 5, 1));
    const [confirmed, assigned, outForDelivery, delivered] = await seedOrders(t.database.db, [
      { status: 'confirmed', orderType: 'print', assignedUser: null, createdAt: at },
      { status: 'assigned', orderType: 'print', assignedUser: staffA.id, createdAt: at },
      { status: 'out-for-delivery', orderType: 'print', assignedUser: staffA.id, createdAt: at },
      { status: 'delivered', orderType: 'print', assignedUser: staffA.id, createdAt: at },
    ]);
    const ids = [confirmed!.id, assigned!.id, outForDelivery!.id, delivered!.id];
    const res = await bulk({ ids, assigned_user: staffB.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      updated: [confirmed!.id, assigned!.id, outForDelivery!.id],
      failed: [{ id: delivered!.id, error: 'A delivered order is not reassigned' }],
    });
    expect(await order(confirmed!.id)).toMatchObject({ status: 'assigned', assigned_user: staffB.id });
    expect(await order(assigned!.id)).toMatchObject({ status: 'assigned', assigned_user: staffB.id });
    expect(await order(outForDelivery!.id)).toMatchObject({
      status: 'out-for-delivery',
      assigned_user: staffB.id,
    });
    expect(await order(delivered!.id)).toMatchObject({ status: 'delivered', assigned_user: staffA.id });
    // Each change is on the order's timeline, by the super admin.
    const history = (await order(confirmed!.id)).history;
    expect(history.at(-1)).toMatchObject({
      from_status: 'confirmed',
      to_status: 'assigned',
      to_assigned_user: staffB.id,
    });
  });

  it('refuses an inactive staff user on each order, and a request with neither status nor staff', async () => {
    const inactive = await t.createStaff({ full_name: 'Gone Staff' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/staff_users/${inactive.id}/`,
      headers: bearer(admin),
      payload: { is_active: false },
    });
    const [o] = await seedOrders(t.database.db, [
      { status: 'confirmed', orderType: 'print', assignedUser: null, createdAt: new Date() },
    ]);
    expect((await bulk({ ids: [o!.id], assigned_user: inactive.id })).json()).toEqual({
      updated: [],
      failed: [{ id: o!.id, error: 'Choose an active staff user' }],
    });
    expect(await order(o!.id)).toMatchObject({ status: 'confirmed', assigned_user: null });

    const empty = await bulk({ ids: [o!.id] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].context.key).toBe('status');
    expect((await bulk({ ids: [o!.id], assigned_user: staffA.id }, staffA.token)).statusCode).toBe(403);
  });
});
