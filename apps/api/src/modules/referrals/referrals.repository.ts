import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import {
  countCap,
  REFERRAL_RECENT_CLAIMS,
  type REFERRAL_ORDERING_FIELDS,
  type TOrdering,
} from '@printhub/contract';

import { rowsOf } from '../../db/rows';
import { customers, referralClaims, referrals, referrers } from '../../db/schema';
import { containsPattern, orderByOf, type ListPage } from '../../lib/lists';

import type { DbOrTx } from '../../db/client';

export type StatsRow = {
  id: number;
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

export type ReferrerFilter = { search?: string; needsFulfilment?: boolean };
export type ReferrerPage = ListPage<(typeof REFERRAL_ORDERING_FIELDS)[number]>;

const referrerSortKeys: Record<ReferrerPage['ordering'] extends TOrdering<infer F> ? F : never, SQL> = {
  id: sql`id`,
  first_name: sql`first_name`,
  last_name: sql`last_name`,
  referral_code: sql`referral_code`,
  total_claims: sql`total_claims`,
  remaining_claims: sql`total_claims - claimed`,
};

/** The referrers with their claim counts, filtered: what the list pages, sorts and counts. */
function referrerStats(f: ReferrerFilter) {
  const like = f.search ? containsPattern(f.search) : undefined;
  return sql`(
    select * from (
      select c.id, c.first_name, c.last_name, c.mobile, c.referral_code,
        (select count(*)::int from referrals r where r.referrer_id = c.id and r.sale_amount > 0) as total_claims,
        (select count(*)::int from referral_claims k where k.referrer_id = c.id) as claimed
      from referrers rf join customers c on c.id = rf.customer_id
      where ${like ? sql`lower(c.first_name || ' ' || c.last_name || ' ' || c.mobile || ' ' || coalesce(c.referral_code, '')) like ${like}` : sql`true`}
    ) s
    where ${f.needsFulfilment === undefined ? sql`true` : f.needsFulfilment ? sql`s.total_claims > s.claimed` : sql`s.total_claims <= s.claimed`}
  )`;
}

/**
 * A page of referrers in the ordering, each with its referrals, claim counts and recent claims, in one
 * statement: the page is cut first, and each row's lists are correlated subqueries on indexed columns (no
 * query per referrer from here). A claim is earned by a referral with a sale; `total_claims` counts those.
 */
export async function referralStats(db: DbOrTx, f: ReferrerFilter, page: ReferrerPage): Promise<StatsRow[]> {
  const orderBy = orderByOf(page.ordering, referrerSortKeys, sql`id`);
  const result = await db.execute(sql`
    with page as (
      select id, total_claims, claimed, row_number() over (order by ${sql.join(orderBy, sql`, `)}) as n
      from ${referrerStats(f)} stats
      order by ${sql.join(orderBy, sql`, `)} offset ${page.offset} limit ${page.limit}
    )
    select c.id, c.first_name, c.last_name, c.mobile, c.referral_code,
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
      p.total_claims, p.claimed
    from page p join customers c on c.id = p.id
    order by p.n`);
  return rowsOf<StatsRow>(result);
}

export async function countReferrers(db: DbOrTx, f: ReferrerFilter): Promise<number> {
  const cap = countCap(f.search);
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${referrerStats(f)} stats limit ${cap}) capped`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The referrer with this referral code, its row locked until the transaction ends, or null. */
export async function lockReferrerByCode(
  tx: DbOrTx,
  code: string,
): Promise<{ id: number; code: string | null } | null> {
  const [row] = await tx
    .select({ id: referrers.customerId, code: customers.referralCode })
    .from(referrers)
    .innerJoin(customers, eq(customers.id, referrers.customerId))
    .where(eq(customers.referralCode, code))
    .for('update', { of: referrers });
  return row ?? null;
}

/** The claims the referrer has earned (referrals with a sale) and those already fulfilled. */
export async function claimCounts(
  db: DbOrTx,
  referrerId: number,
): Promise<{ total: number; claimed: number }> {
  const result = await db.execute(sql`
    select (select count(*)::int from referrals where referrer_id = ${referrerId} and sale_amount > 0) as total,
           (select count(*)::int from referral_claims where referrer_id = ${referrerId}) as claimed`);
  return rowsOf<{ total: number; claimed: number }>(result)[0]!;
}

export async function insertClaims(
  db: DbOrTx,
  claim: { referrerId: number; claimedAt: Date; fulfilledBy: number; rewardCoins: number },
  count: number,
): Promise<void> {
  if (count > 0) await db.insert(referralClaims).values(Array.from({ length: count }, () => claim));
}

/** The referral that brought this customer (its referrer row locked until the transaction ends), or null. */
export async function lockReferralOf(
  tx: DbOrTx,
  referredId: number,
): Promise<{ referrerId: number; saleAmount: number } | null> {
  const [row] = await tx
    .select({ referrerId: referrals.referrerId, saleAmount: referrals.saleAmount })
    .from(referrals)
    .innerJoin(referrers, eq(referrers.customerId, referrals.referrerId))
    .where(eq(referrals.referredId, referredId))
    .for('update', { of: referrers });
  return row ?? null;
}

/** Removes the referrer's latest fulfilled claim; the coins it paid (null: not kept), or undefined without one. */
export async function deleteLatestClaim(
  tx: DbOrTx,
  referrerId: number,
): Promise<{ rewardCoins: number | null } | undefined> {
  const latest = tx
    .select({ id: referralClaims.id })
    .from(referralClaims)
    .where(eq(referralClaims.referrerId, referrerId))
    .orderBy(desc(referralClaims.claimedAt), desc(referralClaims.id))
    .limit(1);
  const [row] = await tx
    .delete(referralClaims)
    .where(inArray(referralClaims.id, latest))
    .returning({ rewardCoins: referralClaims.rewardCoins });
  return row;
}

/**
 * The id of the customer whose referral code this is (codes are stored in capitals), or null. With `lock`,
 * the row is held (KEY SHARE) until the transaction ends, so that it cannot be deleted under a new referral.
 */
export async function findCustomerIdByReferralCode(
  db: DbOrTx,
  code: string,
  opts: { lock?: boolean } = {},
): Promise<number | null> {
  const query = db.select({ id: customers.id }).from(customers).where(eq(customers.referralCode, code));
  const [row] = opts.lock ? await query.for('key share') : await query;
  return row?.id ?? null;
}

/** Records that `referredId` was referred by `referrerId`, making the referrer a referrer if need be. */
export async function insertReferral(db: DbOrTx, referrerId: number, referredId: number): Promise<void> {
  await db.insert(referrers).values({ customerId: referrerId }).onConflictDoNothing();
  await db.insert(referrals).values({ referrerId, referredId });
}

/**
 * Sets the sale amount of the referral that brought `customerId` (if any) to what their delivered orders
 * come to. The referral row is locked first, in a statement of its own: the sum is then read after any
 * other transaction that held the lock has committed, so two orders delivered at once both count.
 */
export async function refreshSaleAmount(tx: DbOrTx, customerId: number): Promise<void> {
  const locked = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(eq(referrals.referredId, customerId))
    .for('update');
  if (locked.length === 0) return;
  await tx.execute(sql`
    update referrals set sale_amount = (
      select coalesce(sum(amount), 0) from orders where customer_id = ${customerId} and status = 'delivered')
    where referred_id = ${customerId}`);
}

export type CustomerReferralsRow = {
  referral_code: string;
  referrals: { first_name: string; joined_at: string; has_bought: boolean }[];
  claims: number;
  claims_fulfilled: number;
};

/** The customer's referral code, the customers it brought (oldest first) and their claims, or null. */
export async function customerReferrals(
  db: DbOrTx,
  customerId: number,
): Promise<CustomerReferralsRow | null> {
  const result = await db.execute(sql`
    select c.referral_code,
      coalesce((
        select json_agg(json_build_object('first_name', u.first_name, 'joined_at', r.created_at,
                                          'has_bought', r.sale_amount > 0) order by r.created_at, r.id)
        from referrals r join customers u on u.id = r.referred_id
        where r.referrer_id = c.id), '[]') as referrals,
      (select count(*)::int from referrals r where r.referrer_id = c.id and r.sale_amount > 0) as claims,
      (select count(*)::int from referral_claims k where k.referrer_id = c.id) as claims_fulfilled
    from customers c where c.id = ${customerId}`);
  return rowsOf<CustomerReferralsRow>(result)[0] ?? null;
}
