import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { toReferrerRecord, type TReferralStatsItem } from '@printhub/contract';

import { bearer, createTestContext, type TestContext } from '../../../test/helper';
import { customers, referralClaims, referrals, referrers } from '../../db/schema';
import { DAY_MS as DAY } from '../../lib/time';

let t: TestContext;
let admin: string;

/** What the test itself made: per referrer, the referred people with sale amounts, and fulfilled claims. */
type Made = { id: number; code: string; referred: { id: number; sale: number; at: Date }[]; claims: Date[] };
const made: Made[] = [];
let lonerCode = '';

async function customer(name: string) {
  const [c] = await t.database.db
    .insert(customers)
    .values({
      firstName: name,
      lastName: 'Test',
      email: `${name.toLowerCase()}-${Math.random()}@example.com`,
      mobile: '+91 90000 00000',
    })
    .returning();
  return c!;
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  await t.database.db.execute(sql`truncate ${customers} restart identity cascade`);
  // 120 referrers with 1–4 referrals each (some without a sale), a few with claims already fulfilled,
  // and customers who referred nobody (not listed).
  const base = Date.UTC(2026, 0, 1);
  for (let i = 0; i < 120; i += 1) {
    const referrer = await customer(`Ref${i}`);
    if (i % 7 === 3) lonerCode = (await customer(`Loner${i}`)).referralCode!;
    await t.database.db.insert(referrers).values({ customerId: referrer.id });
    const referred = [];
    for (let k = 0; k < 1 + (i % 4); k += 1) {
      const friend = await customer(`Friend${i}x${k}`);
      const sale = (i + k) % 3 === 0 ? 0 : 100 + i + k;
      const at = new Date(base + (i * 4 + k) * DAY);
      await t.database.db
        .insert(referrals)
        .values({ referrerId: referrer.id, referredId: friend.id, saleAmount: sale, createdAt: at });
      referred.push({ id: friend.id, sale, at });
    }
    const claims: Date[] = [];
    const earned = referred.filter((r) => r.sale > 0).length;
    const fulfilled = i % 5 === 0 ? earned : i % 5 === 1 ? Math.min(1, earned) : 0;
    for (let k = 0; k < fulfilled; k += 1) {
      const at = new Date(base + (500 + i + k) * DAY);
      await t.database.db.insert(referralClaims).values({ referrerId: referrer.id, claimedAt: at });
      claims.push(at);
    }
    made.push({ id: referrer.id, code: referrer.referralCode!, referred, claims });
  }
}, 120_000);
afterAll(() => t.close());

const stats = async (start: number, end: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/referral_app/referrals-stats/?start=${start}&end=${end}`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TReferralStatsItem[];
};
const mark = (referral_code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/referral_app/api/mark-as-fulfilled/',
    headers: bearer(admin),
    payload: { referral_code },
  });

describe('GET /referral_app/referrals-stats/', () => {
  it('pages of 50 cover every referrer once, in a fixed order, and nobody without referrals', async () => {
    const pages = [await stats(0, 50), await stats(50, 100), await stats(100, 150), await stats(150, 200)];
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20, 0]);
    const codes = pages.flat().map((item) => item.referral_code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(made.map((m) => m.code));
  });

  it('gives numbers that match the ones computed here', async () => {
    const items = [...(await stats(0, 100)), ...(await stats(100, 150))];
    for (const [i, item] of items.entries()) {
      const m = made[i]!;
      const earned = m.referred.filter((r) => r.sale > 0).length;
      const remaining = earned - m.claims.length;
      expect(item.total_claims, item.referral_code).toBe(earned);
      expect(item.remaining_claims).toBe(remaining);
      expect(item.my_claim).toBe(remaining > 0);
      expect(item.referrals.map((r) => [r.sale_amount, r.user.created_at])).toEqual(
        m.referred.map((r) => [r.sale, r.at.toISOString()]),
      );
      expect(item.recent_claims.map((c) => c.user.created_at)).toEqual(
        [...m.claims]
          .reverse()
          .slice(0, 5)
          .map((d) => d.toISOString()),
      );
      const record = toReferrerRecord(item);
      expect(record).toMatchObject({
        eligible: earned,
        claimed: m.claims.length,
        remaining,
        isEligible: remaining === 0,
        isFulfilled: remaining < 1,
        refCode: m.code,
      });
    }
  });

  it('refuses a window over 100, an end before the start and negative numbers', async () => {
    for (const query of ['start=0&end=101', 'start=50&end=50', 'start=-1&end=10', 'start=a&end=10']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/referral_app/referrals-stats/?${query}`,
        headers: bearer(admin),
      });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('is for super admins only', async () => {
    const staff = await t.createStaff();
    const res = await t.app.inject({
      method: 'GET',
      url: '/referral_app/referrals-stats/',
      headers: bearer(staff.token),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/referral_app/referrals-stats/' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /referral_app/api/mark-as-fulfilled/', () => {
  it('fulfils every remaining claim once; a second call changes nothing', async () => {
    const m = made.find((x) => x.referred.filter((r) => r.sale > 0).length - x.claims.length >= 2)!;
    const earned = m.referred.filter((r) => r.sale > 0).length;
    const first = await mark(m.code.toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      referral_code: m.code,
      fulfilled: earned - m.claims.length,
      total_claims: earned,
      remaining_claims: 0,
    });
    const second = await mark(m.code);
    expect(second.json()).toMatchObject({ fulfilled: 0, remaining_claims: 0 });
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(referralClaims)
      .where(sql`referrer_id = ${m.id}`);
    expect(count!.n).toBe(earned);
    const index = made.indexOf(m);
    const [item] = await stats(index, index + 1);
    expect(toReferrerRecord(item!)).toMatchObject({
      remaining: 0,
      claimed: earned,
      isEligible: true,
      isFulfilled: true,
    });
  });

  it('fulfils each claim once when two admins click at the same time', async () => {
    const m = made.filter((x) => x.referred.filter((r) => r.sale > 0).length - x.claims.length >= 1).at(-1)!;
    const earned = m.referred.filter((r) => r.sale > 0).length;
    const results = await Promise.all([mark(m.code), mark(m.code), mark(m.code)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.reduce((n, r) => n + r.json().fulfilled, 0)).toBe(earned - m.claims.length);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(referralClaims)
      .where(sql`referrer_id = ${m.id}`);
    expect(count!.n).toBe(earned);
  });

  it('answers 404 for an unknown code or a customer who referred nobody, 400 for a missing code', async () => {
    expect((await mark('PH999999')).statusCode).toBe(404);
    // A customer who referred nobody has a code, but is no referrer.
    expect((await mark(lonerCode)).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/referral_app/api/mark-as-fulfilled/',
      headers: bearer(admin),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});
