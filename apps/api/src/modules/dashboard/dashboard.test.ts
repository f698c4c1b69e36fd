import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hasExpired, ORDER_STATUSES, ORDER_TYPES } from '@printhub/contract';

import {
  bearer,
  createTestContext,
  itAllowsOnlySuperAdmins,
  type SeededOrder,
  seedOrders,
  type TestContext,
} from '../../../test/helper';
import { clients, customers, qrCodes, voucherCodes, voucherInfos } from '../../db/schema';
import { addDays, DEFAULT_SHOP_TIME_ZONE, shopDate, startOfShopDate } from '../../lib/clock';

let t: TestContext;
let admin: string;
let staff: Awaited<ReturnType<TestContext['createStaff']>>;
let seeded: SeededOrder[];
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  staff = await t.createStaff();
  const now = Date.now();
  const specs = [];
  // Ages in hours: now, a few days back, two weeks, five weeks (outside every window).
  for (const ageHours of [0, 0, 50, 100, 340, 840]) {
    for (const status of ORDER_STATUSES) {
      for (const orderType of ORDER_TYPES) {
        specs.push({
          status,
          orderType,
          assignedUser: status === 'confirmed' ? null : staff.id,
          createdAt: new Date(now - ageHours * HOUR),
        });
      }
    }
  }
  seeded = await seedOrders(t.database.db, specs);
  // Every other order had a coupon: revenue is counted net of it.
  await t.database.db.execute(
    sql`update orders set discount = round(amount * 0.1, 2), amount_due = amount - round(amount * 0.1, 2)
      where id % 2 = 0`,
  );
  await t.database.db.insert(customers).values([
    { firstName: 'Old', email: 'old@example.com', createdAt: new Date(now - 30 * 24 * HOUR) },
    { firstName: 'New', email: 'new@example.com', createdAt: new Date(now - 24 * HOUR) },
  ]);
});
afterAll(() => t.close());

itAllowsOnlySuperAdmins(
  {
    get t() {
      return t;
    },
  },
  [['GET', '/api/dashboard']],
);

// The dashboards count the shop's days (the default time zone here).
const shopDay = (d: Date) => shopDate(d, DEFAULT_SHOP_TIME_ZONE);
const dayStart = (daysAgo: number) =>
  startOfShopDate(addDays(shopDay(new Date()), -daysAgo), DEFAULT_SHOP_TIME_ZONE);

describe('GET /api/dashboard', () => {
  it('matches counts computed here from the same data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    const stored = await t.database.db.query.orders.findMany({
      columns: { id: true, amount: true, discount: true },
    });
    const net = new Map(stored.map((o) => [o.id, Number(o.amount) - Number(o.discount)]));
    const since = (from: Date) => seeded.filter((o) => o.createdAt >= from);
    const byStatus = (list: SeededOrder[]) =>
      Object.fromEntries(ORDER_STATUSES.map((s) => [s, list.filter((o) => o.status === s).length]));
    // Delivered orders only (the seed's were last changed when made), net of their discounts.
    const revenue = (list: SeededOrder[]) =>
      list.filter((o) => o.status === 'delivered').reduce((sum, o) => sum + net.get(o.id)!, 0);

    expect(d.orders_today).toEqual(byStatus(since(dayStart(0))));
    expect(d.orders_week).toEqual(byStatus(since(dayStart(6))));
    expect(d.revenue_today).toBeCloseTo(revenue(since(dayStart(0))), 2);
    expect(d.revenue_week).toBeCloseTo(revenue(since(dayStart(6))), 2);
    const confirmed = seeded.filter((o) => o.status === 'confirmed');
    expect(d.pending_assignments).toBe(confirmed.filter((o) => o.orderType !== 'subscription').length);
    expect(d.subscription_pending_assignments).toBe(
      confirmed.filter((o) => o.orderType === 'subscription').length,
    );
    expect(d.week_from).toBe(shopDay(dayStart(6)));
    // The staff user made by createStaff is an account, not a customer; the seed made one customer now.
    expect(d.new_users_week).toBe(2);
    expect(d.orders_by_status).toEqual(
      ORDER_STATUSES.map((status) => ({ status, count: seeded.filter((o) => o.status === status).length })),
    );

    expect(d.orders_per_day).toHaveLength(30);
    expect(d.orders_per_day[29].date).toBe(shopDay(new Date()));
    for (const day of d.orders_per_day) {
      const onDay = seeded.filter((o) => shopDay(o.createdAt) === day.date);
      expect(day, day.date).toEqual({ date: day.date, ...byStatus(onDay) });
    }
    expect(
      d.orders_per_day.reduce(
        (n: number, day: Record<string, number>) => n + ORDER_STATUSES.reduce((m, s) => m + day[s]!, 0),
        0,
      ),
    ).toBe(since(dayStart(29)).length);
  });
});

describe('GET /api/dashboard active_qr_codes', () => {
  it('counts QR codes that a scan would accept now: active and not expired', async () => {
    const qr = (code: string, isActive: boolean, validity: Date) => ({
      code,
      company: 'Acme',
      value: 5,
      validity,
      isActive,
      redirectionUrl: 'https://example.com',
    });
    const now = Date.now();
    // A validity is a stored date (its UTC midnight), and a scan checks it against UTC's today.
    const utcToday = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
    await t.database.db.insert(qrCodes).values([
      qr('1', true, new Date(now + 10 * 24 * HOUR)),
      qr('2', true, new Date(utcToday)), // its last day: still valid
      qr('3', false, new Date(now + 10 * 24 * HOUR)),
      qr('4', true, new Date(utcToday - 24 * HOUR)),
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(admin) });
    expect(res.json().active_qr_codes).toBe(2);
    // What the card's link shows: the list's Active QRs, switched on and not expired.
    const list = await t.app.inject({ method: 'GET', url: '/api/get-qr-codes/', headers: bearer(admin) });
    const shown = (list.json() as { is_active: boolean; validity: string }[]).filter(
      (qr) => qr.is_active && !hasExpired(qr.validity),
    );
    expect(shown).toHaveLength(2);
  });
});

describe('GET /api/dashboard vouchers_left', () => {
  it('counts the codes a user could still buy: free, active, of an unexpired voucher', async () => {
    const [client] = await t.database.db
      .insert(clients)
      .values({
        name: 'C',
        contact: '9876543210',
        clientType: 1,
        address: { city: 'a', state: 'b', country: 'c', pincode: '1' },
      })
      .returning();
    const voucher = async (expiryDate: Date) => {
      const [v] = await t.database.db
        .insert(voucherInfos)
        .values({ clientId: client!.id, voucherDetail: 'd', cost: 1, expiryDate, isSingle: false })
        .returning();
      return v!.id;
    };
    const live = await voucher(new Date(Date.now() + 5 * 24 * HOUR));
    const expired = await voucher(dayStart(1));
    const code = (voucherInfoId: number, voucherCode: string, isAssigned = false, isActive = true) => ({
      voucherInfoId,
      clientId: client!.id,
      voucherCode,
      isAssigned,
      isActive,
    });
    await t.database.db
      .insert(voucherCodes)
      .values([
        code(live, 'a'),
        code(live, 'b'),
        code(live, 'c', true),
        code(live, 'd', false, false),
        code(expired, 'e'),
      ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(admin) });
    expect(res.json().vouchers_left).toBe(2);
    // What the card's link (/vouchers?status=available) shows.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/get-voucher/?limit=10&status=available',
      headers: bearer(admin),
    });
    expect(list.json().count).toBe(2);
    expect(
      list
        .json()
        .results.map((r: { voucher_code: string }) => r.voucher_code)
        .sort(),
    ).toEqual(['a', 'b']);
  });
});

describe('GET /api/staff-dashboard/', () => {
  it('counts the signed-in staff user’s own queue', async () => {
    const other = await t.createStaff();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff-dashboard/',
      headers: bearer(staff.token),
    });
    const mine = seeded.filter((o) => o.assignedUser === staff.id);
    expect(res.json()).toEqual({
      assigned: mine.filter((o) => o.status !== 'delivered' && o.status !== 'cancelled').length,
      out_for_delivery: mine.filter((o) => o.status === 'out-for-delivery').length,
      delivered: mine.filter((o) => o.status === 'delivered').length,
      delivered_today: mine.filter((o) => o.status === 'delivered' && o.createdAt >= dayStart(0)).length,
      // Its exact sums: payments.test.ts.
      to_collect: expect.any(Number),
      due_today: expect.any(Number),
      overdue: expect.any(Number),
    });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/staff-dashboard/',
      headers: bearer(other.token),
    });
    const none = { assigned: 0, out_for_delivery: 0, delivered: 0, delivered_today: 0, to_collect: 0 };
    expect(theirs.json()).toEqual({ ...none, due_today: 0, overdue: 0 });
  });
});

describe('each dashboard card counts exactly what the list it opens shows', () => {
  const countOf = async (url: string, token: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, url).toBe(200);
    return (res.json() as { count: number }).count;
  };

  it('on the super admin dashboard', async () => {
    const d = (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(admin) })).json();
    // The filters the web app's /pending_orders, /subscription_pending_orders and /users?from_date= send.
    expect(
      await countOf('/api/all-orders/?limit=10&status=confirmed&exclude_order_type=subscription', admin),
    ).toBe(d.pending_assignments);
    expect(await countOf('/api/all-orders/?limit=10&status=confirmed&order_type=subscription', admin)).toBe(
      d.subscription_pending_assignments,
    );
    expect(await countOf(`/api/users/?limit=10&from_date=${d.week_from}`, admin)).toBe(d.new_users_week);
  });

  it('on the staff dashboard', async () => {
    const d = (
      await t.app.inject({ method: 'GET', url: '/api/staff-dashboard/', headers: bearer(staff.token) })
    ).json();
    const mine = `/api/my_orders/?limit=10&assigned_user=${staff.id}`;
    // The filters of the staff /assigned_orders, /out_for_delivery_orders and /completed_orders.
    expect(await countOf(`${mine}&exclude_status=delivered`, staff.token)).toBe(d.assigned);
    expect(await countOf(`${mine}&status=out-for-delivery`, staff.token)).toBe(d.out_for_delivery);
    expect(await countOf(`${mine}&status=delivered`, staff.token)).toBe(d.delivered);
  });
});

describe('GET /api/dashboard revenue', () => {
  it('counts an order when it is delivered, net of its discount, and never an undelivered one', async () => {
    const revenue = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(admin) })).json() as {
        revenue_today: number;
        revenue_week: number;
      };
    const before = await revenue();
    // Made two weeks ago, outside both windows, on the road: it counts once delivered today.
    const order = seeded.find(
      (o) =>
        o.status === 'out-for-delivery' && o.id % 2 === 0 && Date.now() - o.createdAt.getTime() > 300 * HOUR,
    )!;
    const [row] = await t.database.db.query.orders.findMany({ where: (o, { eq }) => eq(o.id, order.id) });
    expect(Number(row!.discount)).toBeGreaterThan(0);
    const moved = await t.call('PATCH', `/api/all-orders/${order.id}/`, {
      id: order.id,
      status: 'delivered',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await revenue();
    const net = Number(row!.amount) - Number(row!.discount);
    expect(after.revenue_today).toBeCloseTo(before.revenue_today + net, 2);
    expect(after.revenue_week).toBeCloseTo(before.revenue_week + net, 2);
  });
});
