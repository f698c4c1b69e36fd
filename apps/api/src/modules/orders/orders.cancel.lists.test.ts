import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, seedOrders, type Staff, type TestContext } from '../../../test/helper';

import type { TOrder, TProductionBoard } from '@printhub/contract';

// A cancelled order is in no open list, on no board and in no due figure; the total lists find it.
const NOW = Date.parse('2026-11-28T06:30:00Z');
const HOUR = 3600_000;
let t: TestContext;
let staff: Staff;
let cancelled: number;
let overdue: number;
let dueToday: number;
beforeAll(async () => {
  t = await createTestContext({ now: () => new Date(NOW) });
  staff = await t.createStaff();
  const created = new Date(NOW - 48 * HOUR);
  // Two orders alike, both past due (and two due today): one of each pair is cancelled.
  const seeded = await seedOrders(t.database.db, [
    {
      status: 'assigned',
      orderType: 'print',
      assignedUser: staff.id,
      createdAt: created,
      dueAt: new Date(NOW - HOUR),
    },
    {
      status: 'assigned',
      orderType: 'print',
      assignedUser: staff.id,
      createdAt: created,
      dueAt: new Date(NOW - HOUR),
    },
    {
      status: 'confirmed',
      orderType: 'print',
      assignedUser: null,
      createdAt: created,
      dueAt: new Date(NOW + HOUR),
    },
    {
      status: 'confirmed',
      orderType: 'print',
      assignedUser: null,
      createdAt: created,
      dueAt: new Date(NOW + HOUR),
    },
  ]);
  [cancelled, overdue] = [seeded[0]!.id, seeded[1]!.id];
  dueToday = seeded[3]!.id;
  for (const id of [cancelled, seeded[2]!.id]) {
    const res = await t.call('PATCH', `/api/all-orders/${id}/`, {
      id,
      status: 'cancelled',
      cancel_reason: 'Ordered twice',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t?.close());

const ids = async (url: string, token?: string) => {
  const res = await t.call('GET', url, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: TOrder[] }).results.map((o) => o.id).sort();
};

describe('a cancelled order and the lists', () => {
  it('is in none of the open lists, the staff’s pending list and the due filters included', async () => {
    expect(await ids('/api/all-orders/?status=confirmed')).toEqual([dueToday]);
    expect(await ids('/api/all-orders/?status=assigned')).toEqual([overdue]);
    expect(await ids('/api/all-orders/?due=overdue')).toEqual([overdue]);
    expect(await ids('/api/all-orders/?due=today')).toEqual([dueToday, overdue].sort());
    expect(await ids('/api/my_orders/?exclude_status=delivered', staff.token)).toEqual([overdue]);
    expect(await ids('/api/my_orders/?due=overdue', staff.token)).toEqual([overdue]);
  });

  it('is found with status=cancelled on the total lists and their CSV export', async () => {
    expect(await ids('/api/all-orders/?status=cancelled&exclude_order_type=subscription')).toHaveLength(2);
    expect(await ids('/api/all-orders/')).toHaveLength(4);
    const csv = await t.call('GET', '/api/all-orders/export.csv?status=cancelled');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('cancelled');
    expect(await ids('/api/my_orders/?status=cancelled', staff.token)).toEqual([cancelled]);
  });

  it('leaves the production board and the dashboards’ open counts', async () => {
    for (const token of [undefined, staff.token]) {
      const board = (await t.call('GET', '/api/production/', undefined, token)).json() as TProductionBoard;
      const cards = board.columns.flatMap((c) => c.results.map((r) => r.id));
      expect(cards).not.toContain(cancelled);
      expect(cards).toContain(overdue);
      expect(board.columns.reduce((n, c) => n + c.count, 0)).toBe(token ? 1 : 2);
    }
    expect((await t.call('GET', '/api/production/?status=cancelled')).statusCode).toBe(400);
    const dashboard = (await t.call('GET', '/api/dashboard')).json();
    expect(dashboard).toMatchObject({ overdue: 1, due_today: 2, pending_assignments: 1 });
    expect(dashboard.orders_by_status).toContainEqual({ status: 'cancelled', count: 2 });
    const mine = (await t.call('GET', '/api/staff-dashboard/', undefined, staff.token)).json();
    expect(mine).toMatchObject({ assigned: 1, overdue: 1 });
  });
});
