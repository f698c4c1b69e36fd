import { sql } from 'drizzle-orm';

import { customerContactColumns } from '../../modules/customers/customers.repository';
import { coinLedger, contactUs, customers, subscriptionPlans, userSubscriptionPlans } from '../schema';
import { createRng } from './factories';

import type { DbOrTx } from '../client';

const DAY = 86_400_000;
const REASONS = [
  ['qr_redemption', 'Scanned a QR code'],
  ['referral', 'Referred a friend'],
  ['admin_adjustment', 'Goodwill credit'],
] as const;
/** Each plan's name says its period, and its customers' plans run for exactly that period. */
export const DEMO_PLANS = [
  { name: 'Student Monthly', price: 199, period: 'monthly', pagesIncluded: 300 },
  { name: 'Home Office Monthly', price: 499, period: 'monthly', pagesIncluded: 1000 },
  { name: 'Business Quarterly', price: 2499, period: 'quarterly', pagesIncluded: 6000 },
  { name: 'Enterprise Yearly', price: 8999, period: 'yearly', pagesIncluded: 30000 },
  { name: 'Legacy Saver Monthly', price: 99, period: 'monthly', pagesIncluded: 100, isActive: false },
] as const;
export const PLAN_PERIOD_MONTHS = { monthly: 1, quarterly: 3, yearly: 12 } as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** YYYY-MM-DD plus whole months, the day kept or (31 Jan + 1 month) the month's last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return isoDay(Date.UTC(y, m - 1 + months, Math.min(d, lastDay)));
}

const MESSAGES = [
  'Can you print 500 flyers by Friday?',
  'Do you deliver to my area?',
  'What is the price for spiral binding?',
  'I want a quote for a monthly plan for my office.',
  'My order arrived late, please call me.',
];

/** Coins, leads, plans and user plans for the demo customers (run after the order book). */
export async function seedDemoPeople(db: DbOrTx, opts: { now?: Date } = {}) {
  const rng = createRng(99);
  const now = (opts.now ?? new Date()).getTime();
  const people = await db.select(customerContactColumns).from(customers);

  const entries = people.flatMap((c) =>
    Array.from({ length: rng.int(0, 4) }, () => {
      const [source, reason] = rng.pick(REASONS);
      return {
        customerId: c.id,
        amount: rng.int(1, 20) * 10,
        reason,
        source,
        createdAt: new Date(now - rng.next() * 60 * DAY),
      };
    }),
  );
  for (let i = 0; i < entries.length; i += 1000)
    await db.insert(coinLedger).values(entries.slice(i, i + 1000));
  await db.execute(
    sql`update customers c set coin_balance = s.total from (select customer_id, sum(amount)::int total from coin_ledger group by customer_id) s where s.customer_id = c.id`,
  );

  await db.insert(contactUs).values(
    Array.from({ length: 40 }, (_, i) => {
      const c = rng.pick(people);
      const createdAt = new Date(now - rng.next() * 45 * DAY);
      const handled = i % 3 === 0;
      return {
        name: `${c.firstName} ${c.lastName}`.trim(),
        email: c.email ?? '',
        mobile: c.mobile,
        message: rng.pick(MESSAGES),
        createdAt,
        handledAt: handled ? new Date(createdAt.getTime() + DAY) : null,
      };
    }),
  );

  const plans = await db
    .insert(subscriptionPlans)
    .values([...DEMO_PLANS])
    .returning();
  await db.insert(userSubscriptionPlans).values(
    people.slice(0, 60).map((c, i) => {
      const plan = rng.pick(plans.filter((p) => p.isActive));
      const start = isoDay(now - rng.int(0, 200) * DAY);
      // A plan runs for its period: a monthly plan one calendar month, a yearly one twelve.
      const end = addMonths(start, PLAN_PERIOD_MONTHS[plan.period]);
      const status = i % 10 === 0 ? 'cancelled' : end < isoDay(now) ? 'expired' : 'active';
      return { customerId: c.id, planId: plan.id, startDate: start, endDate: end, status } as const;
    }),
  );
}
