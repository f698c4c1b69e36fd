import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import { bearer, createTestContext, seedOrders, type TestContext } from '../../../test/helper';
import { auditLog, customers } from '../../db/schema';

// The shop's clock, fixed at 23:30 UTC on Saturday 30 November 2030: 05:00 on Sunday 1 December in
// Asia/Kolkata (the default SHOP_TIMEZONE). The shop's today began at 30 Nov 18:30 UTC; UTC's today at 00:00.
// (Years away from the wall clock, so that the rows the fixtures make now fall outside every range.)
const NOW = new Date('2030-11-30T23:30:00Z');
// Just after the shop's midnight (00:30 on 1 December there) and just before it (23:30 on 30 November):
// the same UTC day, two different shop days.
const SHOP_TODAY = new Date('2030-11-30T19:00:00Z');
const SHOP_YESTERDAY = new Date('2030-11-30T18:00:00Z');

let t: TestContext;
let admin: string;
let staff: Awaited<ReturnType<TestContext['createStaff']>>;
let today: number;
let yesterday: number;

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
  admin = await t.adminToken();
  staff = await t.createStaff();
  const [a, b] = await seedOrders(t.database.db, [
    { status: 'delivered', orderType: 'print', assignedUser: staff.id, createdAt: SHOP_TODAY },
    { status: 'delivered', orderType: 'print', assignedUser: staff.id, createdAt: SHOP_YESTERDAY },
  ]);
  today = a!.id;
  yesterday = b!.id;
  await t.database.db.insert(customers).values([
    { firstName: 'Today', email: 'today@example.com', createdAt: SHOP_TODAY },
    { firstName: 'Yesterday', email: 'yesterday@example.com', createdAt: SHOP_YESTERDAY },
  ]);
  const entry = { actorName: 'Clock', action: 'update', resource: 'leads', summary: 'A change' };
  await t.database.db.insert(auditLog).values([
    { ...entry, resourceId: 'today', createdAt: SHOP_TODAY },
    { ...entry, resourceId: 'yesterday', createdAt: SHOP_YESTERDAY },
  ]);
});
afterAll(() => t.close());

const get = async (url: string, token = admin) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { results: Record<string, unknown>[] };
};
const total = (byStatus: unknown) =>
  Object.values(byStatus as Record<string, number>).reduce((n, v) => n + v, 0);

describe("issue 37: today is the shop's day, not UTC's (23:30 UTC is 05:00 the next day in Asia/Kolkata)", () => {
  it("the super admin dashboard counts today, the week and the days in the shop's days", async () => {
    const d = await get(API.dashboard);
    expect(total(d.orders_today)).toBe(1);
    expect(total(d.orders_week)).toBe(2);
    const perDay = d.orders_per_day as ({ date: string } & Record<string, number>)[];
    expect(perDay.at(-1)!.date).toBe('2030-12-01');
    expect(total({ ...perDay.at(-1)!, date: 0 })).toBe(1);
    expect(perDay.at(-2)!.date).toBe('2030-11-30');
    expect(total({ ...perDay.at(-2)!, date: 0 })).toBe(1);
    expect(d.week_from).toBe('2030-11-25');
    // One order of the shop's today: the revenue of today is its amount alone.
    const [order] = (await get(`${API.allOrders}?limit=10&from_date=2030-12-01`)).results;
    expect(d.revenue_today).toBeCloseTo(Number(order!.amount), 2);
  });

  it('the staff dashboard counts what was delivered since the shop’s midnight', async () => {
    const d = await get(API.staffDashboard, staff.token);
    expect(d.delivered).toBe(2);
    expect(d.delivered_today).toBe(1);
  });

  it('the lists’ from/to dates are whole days of the shop', async () => {
    const ids = async (url: string) => (await get(url)).results.map((r) => r.id);
    expect(await ids(`${API.allOrders}?limit=10&from_date=2030-12-01`)).toEqual([today]);
    expect(await ids(`${API.allOrders}?limit=10&to_date=2030-11-30`)).toEqual([yesterday]);
    const mine = await get(`${API.myOrders}?limit=10&from_date=2030-12-01`, staff.token);
    expect(mine.results.map((r) => r.id)).toEqual([today]);

    const names = async (url: string) => (await get(url)).results.map((r) => r.first_name);
    expect(await names(`${API.users}?limit=10&from_date=2030-12-01`)).toEqual(['Today']);
    expect(await names(`${API.users}?limit=10&from_date=2030-11-30&to_date=2030-11-30`)).toEqual([
      'Yesterday',
    ]);

    const audit = async (q: string) =>
      (await get(`${API.auditLog}?limit=10&resource=leads&${q}`)).results.map((r) => r.resource_id);
    expect(await audit('from_date=2030-12-01')).toEqual(['today']);
    expect(await audit('to_date=2030-11-30')).toEqual(['yesterday']);
  });
});
