import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import { useTestContext } from '../../../test/helper';
import {
  clients,
  orderFiles,
  orders,
  subscriptionPlans,
  userSubscriptionPlans,
  voucherInfos,
} from '../schema';
import { seedDemo } from './demo';

const ctx = useTestContext();

/** What each demo company is, told by the words its offers must use (written here, apart from the seed). */
const TRADE: Record<string, RegExp> = {
  'Blue Lotus Cafe': /coffee|cappuccino|breakfast|cake|tea/i,
  'City Books': /book/i,
  'Metro Gym': /gym|training|workout/i,
  'Sunrise Travels': /trip|travel|airport|holiday/i,
  'Green Leaf Grocers': /grocer|vegetable|fruit/i,
};
const PERIOD_WORD = { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' } as const;
const PERIOD_MONTHS = { monthly: 1, quarterly: 3, yearly: 12 } as const;

const monthsBetween = (start: string, end: string) => {
  const [y1, m1, d1] = start.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = end.split('-').map(Number) as [number, number, number];
  // A start on the 29th–31st may end on a shorter month's last day.
  const lastOfEndMonth = new Date(Date.UTC(y2, m2, 0)).getUTCDate();
  return { months: (y2 - y1) * 12 + (m2 - m1), sameDay: d2 === d1 || (d2 === lastOfEndMonth && d1 > d2) };
};

describe('the demo data', () => {
  it('hangs together: own vouchers per company, plans that last their period, files that add up', async () => {
    const db = ctx.t.database.db;
    const adminId = (await ctx.t.call('GET', API.profile)).json().id as number;
    const now = new Date();
    expect(await seedDemo(db, { adminId, customers: 40, orders: 120, now })).not.toBeNull();

    // Each company sells its own kind of voucher, and no two companies sell the same one.
    const vouchers = await db
      .select({ client: clients.name, detail: voucherInfos.voucherDetail })
      .from(voucherInfos)
      .innerJoin(clients, eq(clients.id, voucherInfos.clientId));
    expect(vouchers.length).toBeGreaterThan(4);
    for (const { client, detail } of vouchers) {
      expect(TRADE[client], `a demo company we know: ${client}`).toBeDefined();
      expect(detail, `${client} sells "${detail}"`).toMatch(TRADE[client]!);
    }
    const sellers = new Map<string, Set<string>>();
    for (const v of vouchers) sellers.set(v.detail, (sellers.get(v.detail) ?? new Set()).add(v.client));
    for (const [detail, who] of sellers) expect([...who], detail).toHaveLength(1);

    // A plan's name says its period, and its customers' plans run for exactly that period.
    const plans = await db.select().from(subscriptionPlans);
    for (const plan of plans) expect(plan.name).toContain(PERIOD_WORD[plan.period]);
    const taken = await db
      .select({ up: userSubscriptionPlans, period: subscriptionPlans.period })
      .from(userSubscriptionPlans)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptionPlans.planId));
    expect(taken.length).toBeGreaterThan(0);
    const today = now.toISOString().slice(0, 10);
    for (const { up, period } of taken) {
      const { months, sameDay } = monthsBetween(up.startDate, up.endDate);
      expect({ months, sameDay }, `${period} plan ${up.startDate}–${up.endDate}`).toEqual({
        months: PERIOD_MONTHS[period],
        sameDay: true,
      });
      if (up.status !== 'cancelled') expect(up.status).toBe(up.endDate < today ? 'expired' : 'active');
    }

    // Every order's files add up to its page count.
    const mismatched = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        sql`${orders.pdfPageCount} <> (select coalesce(sum(${orderFiles.pages}), 0) from ${orderFiles} where ${orderFiles.orderId} = ${orders.id})`,
      );
    expect(mismatched).toEqual([]);
    // (demo-orders.test.ts opens some of them as a reader would: PDFs of exactly those pages.)
  });
});
