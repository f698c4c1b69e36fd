import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createTestContext,
  placedOrder,
  seedOrders,
  signupCustomer,
  type SeededOrder,
  type Staff,
  type TestContext,
} from '../../../test/helper';
import { makePdf } from '../../db/seed/pdf';
import { dueAt } from './orders.due.service';

import type { TOrder } from '@printhub/contract';

// The shop's clock, fixed: Saturday 28 November 2026, 12:00 in Asia/Kolkata (06:30 UTC).
const NOON = Date.parse('2026-11-28T06:30:00Z');
let clock = NOON;
const at = (iso: string) => new Date(iso);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ now: () => new Date(clock) });
  const res = await t.call('PATCH', '/api/configurations', {
    price_per_page_bw: 1.5,
    turnaround_hours: 48,
    rush_turnaround_hours: 8,
    rush_surcharge_percentage: 50,
    closed_weekdays: ['sunday'],
    holidays: ['2026-12-01'],
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const ids = (res: { json(): unknown }) => (res.json() as { results: TOrder[] }).results.map((o) => o.id);
const pdf = (pages: number) => [{ name: 'doc.pdf', data: makePdf({ pages }) }];

describe('issue 37 item 1: due dates and rush orders', () => {
  it('issue 37 item 1: a due date counts the turnaround over open days only (closed weekdays, holidays)', async () => {
    const customer = await signupCustomer(t);
    const place = async (placedAt: string, rush = false) => {
      clock = Date.parse(placedAt);
      const order = await placedOrder(t, customer.token, pdf(1), { rush: String(rush) });
      return (order as unknown as { due_at: string; rush: boolean }).due_at;
    };
    // Friday 10:00: 14 h on Friday, 24 on Saturday, Sunday closed, 10 on Monday.
    expect(await place('2026-11-27T10:00:00+05:30')).toBe('2026-11-30T04:30:00.000Z');
    // Saturday 10:00: 14 h on Saturday, Sunday closed, 24 on Monday, Tuesday a holiday, 10 on Wednesday.
    expect(await place('2026-11-28T10:00:00+05:30')).toBe('2026-12-02T04:30:00.000Z');
    // Placed on a Sunday: counting starts on Monday; 24 h on Monday and 24 on Wednesday, so Thursday 00:00.
    expect(await place('2026-11-29T15:00:00+05:30')).toBe('2026-12-02T18:30:00.000Z');
    // Rush, Saturday 20:00: 4 h on Saturday, Sunday closed, 4 on Monday.
    expect(await place('2026-11-28T20:00:00+05:30', true)).toBe('2026-11-29T22:30:00.000Z');
    clock = NOON;
  });

  it('issue 37 item 1: the calendar is the shop time zone’s (days begin at its midnight, DST included)', () => {
    const calendar = { timeZone: 'America/New_York', closedWeekdays: ['sunday'] as const, holidays: [] };
    // Saturday 2026-03-07 22:00 EST: 2 h on Saturday, Sunday 8 March (the DST change) closed, 1 h on Monday.
    expect(dueAt(at('2026-03-08T03:00:00Z'), 3, calendar).toISOString()).toBe('2026-03-09T05:00:00.000Z');
  });

  it('issue 37 item 1: rush pricing: the surcharge is part of the amount, a coupon is taken off the whole', async () => {
    const customer = await signupCustomer(t);
    const coupon = await t.call('POST', '/coupon_app/api/coupons/', {
      name: 'Rush coupon',
      code: `RUSH${process.pid}`,
      discount_percentage: 12.5,
      // Valid around the fixed clock, not the machine's.
      valid_from: '2026-11-27T00:00',
      valid_to: '2026-12-28T00:00',
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    // Single-sided, unbound: 2 pages × 2 copies × Rs 1.50 = Rs 6; rush +50 % = Rs 9; 12.5 % of 9 = 1.125,
    // rounded to Rs 1.13.
    const single = { sides: 'single', binding: 'none' };
    const plain = await placedOrder(t, customer.token, pdf(2), single);
    const rush = await placedOrder(t, customer.token, pdf(2), {
      ...single,
      rush: 'true',
      coupon_code: `RUSH${process.pid}`,
    });
    expect(plain).toMatchObject({ amount: 6, discount: 0, rush: false });
    expect(rush).toMatchObject({ amount: 9, discount: 1.13, rush: true });
    const seen = await t.call('GET', `/api/all-orders/${rush.id}/`);
    // Placed at noon: due 8 h later, the same evening.
    expect(seen.json()).toMatchObject({ amount: 9, rush: true, due_at: '2026-11-28T14:30:00.000Z' });
  });

  describe('the due filter and ordering, at a fixed clock', () => {
    let staff: Staff;
    let other: Staff;
    let seeded: SeededOrder[];
    let customerId: number;
    const byName: Record<string, number> = {};
    // Today in Asia/Kolkata is [27 Nov 18:30 UTC, 28 Nov 18:30 UTC); the clock is 28 Nov 06:30 UTC.
    const DUE: [string, string, 'assigned' | 'delivered'][] = [
      ['a', '2026-11-27T18:29:59.999Z', 'assigned'], // yesterday's last moment: overdue
      ['b', '2026-11-27T18:30:00.000Z', 'assigned'], // today's first: overdue and today
      ['c', '2026-11-28T06:29:59.999Z', 'assigned'], // a moment before now: overdue and today
      ['d', '2026-11-28T06:30:00.000Z', 'assigned'], // now: today, not yet overdue
      ['e', '2026-11-28T18:29:59.999Z', 'assigned'], // today's last moment
      ['f', '2026-11-28T18:30:00.000Z', 'assigned'], // tomorrow's first
      ['g', '2026-11-29T18:29:59.999Z', 'assigned'], // tomorrow's last
      ['h', '2026-11-29T18:30:00.000Z', 'assigned'], // the day after
      ['i', '2026-11-27T10:00:00.000Z', 'delivered'], // delivered: never overdue
      ['j', '2026-11-28T10:00:00.000Z', 'delivered'], // delivered: not in today's work
    ];
    const names = (list: number[]) => list.map((id) => Object.keys(byName).find((k) => byName[k] === id));

    beforeAll(async () => {
      staff = await t.createStaff();
      other = await t.createStaff();
      seeded = await seedOrders(
        t.database.db,
        DUE.map(([title, due, status]) => ({
          status,
          orderType: 'print',
          assignedUser: staff.id,
          createdAt: at('2026-11-20T00:00:00Z'),
          dueAt: at(due),
          title,
        })),
      );
      for (const o of seeded) byName[o.title] = o.id;
      customerId = (await t.call('GET', `/api/all-orders/${seeded[0]!.id}/`)).json().user;
    });

    const list = async (query: string, token?: string) => {
      const res = await t.call('GET', query, undefined, token);
      expect(res.statusCode, res.body).toBe(200);
      return names(ids(res)).sort();
    };

    it('issue 37 item 1: overdue, today and tomorrow at their boundaries, on both order lists', async () => {
      clock = NOON;
      const all = (due: string) => list(`/api/all-orders/?user=${customerId}&due=${due}&limit=100`);
      const mine = (due: string, who = staff) =>
        list(`/api/my_orders/?due=${due}&assigned_user=${who.id}&limit=100`, who.token);
      expect(await all('overdue')).toEqual(['a', 'b', 'c']);
      expect(await all('today')).toEqual(['b', 'c', 'd', 'e']);
      expect(await all('tomorrow')).toEqual(['f', 'g']);
      expect(await mine('overdue')).toEqual(['a', 'b', 'c']);
      expect(await mine('today')).toEqual(['b', 'c', 'd', 'e']);
      expect(await mine('tomorrow')).toEqual(['f', 'g']);
      expect(await mine('overdue', other)).toEqual([]);
      // A millisecond later the order due now is overdue.
      clock = NOON + 1;
      expect(await all('overdue')).toEqual(['a', 'b', 'c', 'd']);
      // At the shop's midnight, tomorrow becomes today.
      clock = Date.parse('2026-11-28T18:30:00Z');
      expect(await all('today')).toEqual(['f', 'g']);
      clock = NOON;
      const bad = await t.call('GET', '/api/all-orders/?due=soon');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].context.key).toBe('due');
    });

    it('issue 37 item 1: ordering=due_at sorts by the due date, either way', async () => {
      const sorted = [...seeded].sort((x, y) => x.dueAt!.getTime() - y.dueAt!.getTime() || x.id - y.id);
      const url = `/api/all-orders/?user=${customerId}&limit=100&ordering=`;
      expect(ids(await t.call('GET', `${url}due_at`))).toEqual(sorted.map((o) => o.id));
      expect(ids(await t.call('GET', `${url}-due_at`))).toEqual(sorted.map((o) => o.id).reverse());
      const staffUrl = `/api/my_orders/?assigned_user=${staff.id}&limit=100&ordering=due_at`;
      expect(ids(await t.call('GET', staffUrl, undefined, staff.token))).toEqual(sorted.map((o) => o.id));
    });

    it('issue 37 item 1: the dashboards count due today and overdue, as their lists do', async () => {
      clock = NOON;
      const admin = (await t.call('GET', '/api/dashboard')).json();
      const count = async (due: string) =>
        (await t.call('GET', `/api/all-orders/?due=${due}&exclude_order_type=subscription`)).json().count;
      expect(admin.due_today).toBe(await count('today'));
      expect(admin.overdue).toBe(await count('overdue'));
      expect(admin.overdue).toBeGreaterThanOrEqual(3);
      const own = await t.call('GET', '/api/staff-dashboard/', undefined, staff.token);
      expect(own.json()).toMatchObject({ due_today: 4, overdue: 3 });
      const none = await t.call('GET', '/api/staff-dashboard/', undefined, other.token);
      expect(none.json()).toMatchObject({ due_today: 0, overdue: 0 });
    });

    it('issue 37 item 1: a staff user sending a changed due_at gets a 400 on it; the same moment is no change', async () => {
      const order = (await t.call('GET', `/api/all-orders/${byName.h}/`)).json() as TOrder;
      const patch = (body: object, token?: string) =>
        t.call('PATCH', `/api/all-orders/${order.id}/`, { ...order, ...body }, token);
      const refused = await patch({ due_at: '2026-12-05T10:00:00Z' }, staff.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        { message: 'Only a super admin can change the due date', context: { key: 'due_at' } },
      ]);
      // The same moment written in the shop's offset: not a change.
      const same = await patch({ due_at: '2026-11-30T00:00:00+05:30' }, staff.token);
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().due_at).toBe(order.due_at);
    });

    it('issue 37 item 1: a super admin changes due_at, and the audit log records it', async () => {
      const order = (await t.call('GET', `/api/all-orders/${byName.g}/`)).json() as TOrder;
      const res = await t.call('PATCH', `/api/all-orders/${order.id}/`, {
        ...order,
        due_at: '2026-12-03T17:00:00+05:30',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ due_at: '2026-12-03T11:30:00.000Z', status: 'assigned' });
      const audit = await t.call('GET', `/api/audit-log/?resource=orders&resource_id=${order.id}`);
      expect(audit.json().results[0]).toMatchObject({
        action: 'update',
        summary: `Changed the due date of order #${order.id}`,
        changes: { due_at: ['2026-11-29T18:29:59.999Z', '2026-12-03T11:30:00.000Z'] },
      });
    });
  });
});
