import { describe, expect, it } from 'vitest';

import { API, type TOrderPage } from '@printhub/contract';

import { useTestContext } from '../../../test/helper';
import { seedDemoOrders } from './demo-orders';

// The shop's clock, fixed (23:30 UTC: already tomorrow in Asia/Kolkata), years away from the wall clock.
const NOW = new Date('2030-11-30T23:30:00Z');
const ctx = useTestContext({ now: () => NOW });

describe('issue 37 item 7: demo orders are due around now', () => {
  it('gives a new user overdue orders, orders due today and tomorrow, and rush orders', async () => {
    const staff = await ctx.t.createStaff();
    const adminId = (await ctx.t.call('GET', API.profile)).json().id as number;
    await seedDemoOrders(ctx.t.database.db, {
      staffIds: [staff.id],
      adminId,
      customers: 3,
      orders: 60,
      now: NOW,
    });
    const count = async (q: string) => {
      const res = await ctx.t.call('GET', `${API.allOrders}?limit=100&${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TOrderPage;
    };
    // What the dashboards' due cards count and their lists show, at the fixed clock in the shop's days.
    expect((await count('due=overdue')).count).toBeGreaterThan(0);
    expect((await count('due=today')).count).toBeGreaterThan(0);
    expect((await count('due=tomorrow')).count).toBeGreaterThan(0);
    const dashboard = (await ctx.t.call('GET', API.dashboard)).json() as {
      due_today: number;
      overdue: number;
    };
    expect(dashboard.overdue).toBeGreaterThan(0);
    expect(dashboard.due_today).toBeGreaterThan(0);
    const all = (await count('')).results;
    const rush = all.filter((o) => o.rush);
    expect(rush.length).toBeGreaterThan(0);
    // Open orders only are moved around now; a delivered one is never overdue.
    const overdue = (await count('due=overdue')).results;
    expect(overdue.every((o) => o.status !== 'delivered' && Date.parse(o.due_at) < NOW.getTime())).toBe(true);
  });
});
