import { eq, sql } from 'drizzle-orm';

import {
  REFERRAL_RECENT_CLAIMS,
  type TMarkFulfilledResponse,
  type TReferralStatsItem,
} from '@printhub/contract';

import { customers, referralClaims, referrers } from '../../db/schema';
import { AppError } from '../../lib/app-error';

import type { Db, DbOrTx } from '../../db/client';

type StatsRow = {
  first_name: string;
  last_name: string;
  mobile: string;
  referral_code: string;
  referrals: {
    user: { first_name: string; last_name: string; mobile: string; created_at: string };
    sale_amount: string | number;
  }[];
  recent_claims: { user: { created_at: string } }[];
  total_claims: number;
  claimed: number;
};

/** PostgreSQL's JSON dates ('2024-01-05T10:00:00.123+00:00') as the API's ISO strings. */
const iso = (s: string) => new Date(s).toISOString();

function toItem(r: StatsRow): TReferralStatsItem {
  const remaining = Math.max(0, r.total_claims - r.claimed);
  return {
    user: { first_name: r.first_name, last_name: r.last_name, mobile: r.mobile },
    referral_code: r.referral_code,
    referrals: r.referrals.map((x) => ({
      user: { ...x.user, created_at: iso(x.user.created_at) },
      sale_amount: Number(x.sale_amount),
    })),
    recent_claims: r.recent_claims.map((c) => ({ user: { created_at: iso(c.user.created_at) } })),
    total_claims: r.total_claims,
    remaining_claims: remaining,
    my_claim: remaining > 0,
  };
}

/**
 * The referrers [start, end) by customer id, each with its referrals, claim counts and recent claims, in
 * one statement: the page is cut from `referrers` first, and each row's lists and counts are correlated
 * subqueries on indexed columns (no query per referrer from here).
 */
export async function referralStats(db: DbOrTx, start: number, end: number): Promise<TReferralStatsItem[]> {
  const result = await db.execute(sql`
    with page as (
      select customer_id from referrers order by customer_id offset ${start} limit ${end - start}
    )
    select c.first_name, c.last_name, c.mobile, c.referral_code,
      coalesce((
        select json_agg(json_build_object(
          'user', json_build_object('first_name', u.first_name, 'last_name', u.last_name,
                                    'mobile', u.mobile, 'created_at', r.created_at),
          'sale_amount', r.sale_amount) order by r.created_at, r.id)
        from referrals r join customers u on u.id = r.referred_id
        where r.referrer_id = c.id), '[]') as referrals,
      coalesce((
        select json_agg(json_build_object('user', json_build_object('created_at', k.claimed_at))
                        order by k.claimed_at desc, k.id desc)
        from (select claimed_at, id from referral_claims k where k.referrer_id = c.id
              order by claimed_at desc, id desc limit ${REFERRAL_RECENT_CLAIMS}) k), '[]') as recent_claims,
      (select count(*)::int from referrals r where r.referrer_id = c.id and r.sale_amount > 0) as total_claims,
      (select count(*)::int from referral_claims k where k.referrer_id = c.id) as claimed
    from page p join customers c on c.id = p.customer_id
    order by c.id`);
  return (result as unknown as { rows: StatsRow[] }).rows.map(toItem);
}

/**
 * Fulfils every claim the referrer has earned and not yet received. The referrer row is locked first, so
 * two admins clicking at once fulfil each claim once; with nothing left it changes nothing (idempotent).
 */
export async function markFulfilled(
  db: Db,
  code: string,
  accountId: number,
): Promise<TMarkFulfilledResponse> {
  return db.transaction(async (tx) => {
    const [referrer] = await tx
      .select({ id: referrers.customerId, code: customers.referralCode })
      .from(referrers)
      .innerJoin(customers, eq(customers.id, referrers.customerId))
      .where(eq(customers.referralCode, code.trim().toUpperCase()))
      .for('update', { of: referrers });
    if (!referrer) throw new AppError('NOT_FOUND', 'No referrer has this referral code');
    const [counts] = await tx
      .execute<{ total: number; claimed: number }>(
        sql`
      select (select count(*)::int from referrals where referrer_id = ${referrer.id} and sale_amount > 0) as total,
             (select count(*)::int from referral_claims where referrer_id = ${referrer.id}) as claimed`,
      )
      .then((r) => (r as unknown as { rows: { total: number; claimed: number }[] }).rows);
    const remaining = Math.max(0, counts!.total - counts!.claimed);
    if (remaining > 0) {
      const now = new Date();
      await tx.insert(referralClaims).values(
        Array.from({ length: remaining }, () => ({
          referrerId: referrer.id,
          claimedAt: now,
          fulfilledBy: accountId,
        })),
      );
    }
    return {
      referral_code: referrer.code!,
      fulfilled: remaining,
      total_claims: counts!.total,
      remaining_claims: 0,
    };
  });
}
