import { coupons, customers, referralClaims, referrals, referrers } from '../schema';
import { createRng, makeCustomer } from './factories';

import type { DbOrTx } from '../client';

const DAY = 86_400_000;
const REFERRED = 2500;

/**
 * Referrals: 2,500 more customers, each referred by one of ~500 referrers (some referred people bought
 * something), with the claims of about a third of the referrers already fulfilled. And a dozen coupons,
 * some expired.
 */
export async function seedDemoReferrals(db: DbOrTx, now = new Date()) {
  const rng = createRng(23);
  const existing = await db.select({ id: customers.id }).from(customers);
  const referrerIds = [...new Set(Array.from({ length: 520 }, () => rng.pick(existing).id))];
  await db
    .insert(referrers)
    .values(
      referrerIds.map((customerId) => ({ customerId, firstReferralAt: new Date(now.getTime() - 120 * DAY) })),
    );
  const referred: { id: number }[] = [];
  for (let i = 0; i < REFERRED; i += 500) {
    const batch = Array.from({ length: Math.min(500, REFERRED - i) }, (_, k) => ({
      ...makeCustomer(rng, 100_000 + i + k),
      createdAt: new Date(now.getTime() - rng.int(0, 119) * DAY),
    }));
    referred.push(...(await db.insert(customers).values(batch).returning({ id: customers.id })));
  }
  const rows = referred.map((r) => ({
    referrerId: rng.pick(referrerIds),
    referredId: r.id,
    saleAmount: rng.next() < 0.6 ? rng.int(99, 2999) : 0,
    createdAt: new Date(now.getTime() - rng.int(0, 110) * DAY),
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(referrals).values(rows.slice(i, i + 1000));

  const earned = new Map<number, number>();
  for (const r of rows) if (r.saleAmount > 0) earned.set(r.referrerId, (earned.get(r.referrerId) ?? 0) + 1);
  const claims = [...earned].flatMap(([referrerId, n], i) => {
    const fulfilled = i % 3 === 0 ? n : i % 3 === 1 ? Math.floor(n / 2) : 0;
    return Array.from({ length: fulfilled }, () => ({
      referrerId,
      claimedAt: new Date(now.getTime() - rng.int(1, 60) * DAY),
    }));
  });
  for (let i = 0; i < claims.length; i += 1000)
    await db.insert(referralClaims).values(claims.slice(i, i + 1000));

  await db.insert(coupons).values(
    [
      ['Welcome offer', 'WELCOME10', 10, -30, 60, true, true],
      ['Diwali sale', 'DIWALI25', 25, -20, 10, false, false],
      ['Student discount', 'STUDENT15', 15, -90, 275, false, false],
      ['Bulk print saver', 'BULK20', 20, -10, 50, false, false],
      ['First order', 'FIRST50', 50, -60, 300, true, true],
      ['Weekend special', 'WEEKEND5', 5, -3, 4, false, false],
      ['Monsoon sale', 'MONSOON30', 30, -120, -60, false, false],
      ['Summer offer', 'SUMMER20', 20, -200, -140, true, false],
      ['New year', 'NEWYEAR26', 26, -330, -300, false, false],
      ['Flash sale', 'FLASH40', 40, -8, -1, true, false],
      ['Loyalty reward', 'LOYAL12', 12, -45, 320, false, false],
      ['Festive combo', 'FESTIVE35', 35, -2, 28, true, false],
    ].map(([name, code, discount, from, to, oneTime, forNew], i) => ({
      name: name as string,
      code: code as string,
      discountPercentage: discount as number,
      validFrom: new Date(now.getTime() + (from as number) * DAY),
      validTo: new Date(now.getTime() + (to as number) * DAY),
      oneTimeOnly: oneTime as boolean,
      isForNew: forNew as boolean,
      usageCount: (i * 37) % 120,
      createdAt: new Date(now.getTime() - (12 - i) * DAY),
    })),
  );
}
