import {
  type TCustomerReferrals,
  type TMarkFulfilledResponse,
  type TReferralStatsItem,
  type TReferralStatsQuery,
} from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { recordChange, type Actor } from '../audit-log/audit-log.service';
import { addCoinEntry, coinBalance } from '../coins/coins.service';
import { configurationValue } from '../configurations/configurations.service';
import { holdReferralCoins, isVerified, takeHeldReferralCoins } from '../customers/customers.email.service';
import { publishEvent, type EventSink } from '../events/events.service';
import * as repo from './referrals.repository';

import type { Db, DbOrTx } from '../../db/client';

/** PostgreSQL's JSON dates ('2024-01-05T10:00:00.123+00:00') as the API's ISO strings. */
const iso = (s: string) => new Date(s).toISOString();

/** Claims earned and not yet fulfilled; never below zero. */
const remainingClaims = (c: { total: number; claimed: number }) => Math.max(0, c.total - c.claimed);

function toItem(r: repo.StatsRow): TReferralStatsItem {
  const remaining = remainingClaims({ total: r.total_claims, claimed: r.claimed });
  return {
    id: r.id,
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

/** The referrers [start, end), by customer id, with their referrals and claims. */
const referrerFilter = (q: TReferralStatsQuery): repo.ReferrerFilter => ({
  search: q.query || undefined,
  needsFulfilment: q.needs_fulfilment,
});

/** The referrers [start, end) of the list (the original client's paging). */
export async function referralStats(db: DbOrTx, q: TReferralStatsQuery): Promise<TReferralStatsItem[]> {
  const page = { offset: q.start, limit: q.end - q.start, ordering: q.ordering };
  return (await repo.referralStats(db, referrerFilter(q), page)).map(toItem);
}

export async function listReferrers(
  db: DbOrTx,
  q: TReferralStatsQuery,
  page: { limit: number; offset: number },
): Promise<TReferralStatsItem[]> {
  return (await repo.referralStats(db, referrerFilter(q), { ...page, ordering: q.ordering })).map(toItem);
}

export async function pageReferrers(
  db: DbOrTx,
  q: TReferralStatsQuery,
  page: { limit: number; offset: number },
) {
  const [results, count] = await Promise.all([
    listReferrers(db, q, page),
    repo.countReferrers(db, referrerFilter(q)),
  ]);
  return { count, results };
}

/**
 * Fulfils every claim the referrer has earned and not yet received, and credits `referral_reward_coins` per
 * claim to the referrer's ledger in the same transaction. The referrer row is locked first, so two admins
 * clicking at once fulfil (and pay) each claim once; with nothing left it changes nothing (idempotent).
 */
export async function markFulfilled(
  db: Db,
  events: EventSink | null,
  actor: Actor & { id: number },
  code: string,
): Promise<TMarkFulfilledResponse> {
  const accountId = actor.id;
  return db.transaction(async (tx) => {
    const referrer = await repo.lockReferrerByCode(tx, code.trim().toUpperCase());
    if (!referrer) throw new AppError('NOT_FOUND', 'No referrer has this referral code');
    const counts = await repo.claimCounts(tx, referrer.id);
    const remaining = remainingClaims(counts);
    const perClaim = await configurationValue(tx, 'referral_reward_coins');
    await repo.insertClaims(
      tx,
      { referrerId: referrer.id, claimedAt: new Date(), fulfilledBy: accountId, rewardCoins: perClaim },
      remaining,
    );
    const reward = remaining * perClaim;
    // A referrer whose e-mail is not verified yet gets the reward when it is.
    const held = reward > 0 && !(await isVerified(tx, events, referrer.id));
    if (held) await holdReferralCoins(tx, referrer.id, reward);
    else if (reward > 0)
      await addCoinEntry(tx, {
        customerId: referrer.id,
        amount: reward,
        reason: `Referral reward: ${remaining} ${remaining === 1 ? 'claim' : 'claims'} fulfilled`,
        source: 'referral',
        createdBy: accountId,
      });
    await recordChange(tx, actor, {
      action: 'fulfil',
      resource: 'referrals',
      resourceId: referrer.id,
      summary: `Fulfilled ${remaining} referral ${remaining === 1 ? 'claim' : 'claims'} of ${referrer.code}`,
      changes: {
        remaining_claims: [remaining, 0],
        coins: [null, reward],
        ...(held && { held_until_verified: [null, reward] }),
      },
    });
    await publishEvent(
      tx,
      {
        type: 'referral.fulfilled',
        data: {
          customer_id: referrer.id,
          referral_code: referrer.code,
          claims_fulfilled: remaining,
          coins: reward,
          coins_held: held,
        },
      },
      events,
    );
    return {
      referral_code: referrer.code!,
      fulfilled: remaining,
      total_claims: counts.total,
      remaining_claims: 0,
    };
  });
}

const UNKNOWN_REFERRAL_CODE = 'No customer has this referral code';

/** The referrer's customer id for a referral code typed in any case; a 400 on `referral_code` when unknown. */
export async function requireReferrer(
  db: DbOrTx,
  code: string,
  opts: { lock?: boolean } = {},
): Promise<number> {
  const id = await repo.findCustomerIdByReferralCode(db, code.trim().toUpperCase(), opts);
  if (id === null) throw AppError.field('referral_code', UNKNOWN_REFERRAL_CODE);
  return id;
}

/**
 * Records, in the caller's transaction, that the new customer `referredId` signed up with `code`: the
 * code's customer becomes a referrer (if not one already) and gains a referral with no sale yet.
 */
export async function recordReferral(tx: DbOrTx, code: string, referredId: number): Promise<void> {
  const referrerId = await requireReferrer(tx, code, { lock: true });
  await repo.insertReferral(tx, referrerId, referredId);
}

/** Keeps the sale amount of the referral that brought this customer equal to their delivered orders. */
export const refreshSaleAmount = (tx: DbOrTx, customerId: number) => repo.refreshSaleAmount(tx, customerId);

/** The signed-in customer's referral code, whom it brought, and the claims it earned and was paid. */
export async function customerReferrals(db: DbOrTx, customerId: number): Promise<TCustomerReferrals> {
  const row = await repo.customerReferrals(db, customerId);
  if (!row) throw new AppError('NOT_FOUND', 'Customer not found');
  return {
    ...row,
    referrals: row.referrals.map((r) => ({ ...r, joined_at: iso(r.joined_at) })),
  };
}

/** A referral reward taken back: from whom, how many coins, and how many were already spent (not taken). */
export type RewardTakenBack = { referrerId: number; coins: number; fromHeld: number; notRecovered: number };

/**
 * Takes back, in the cancellation's transaction, the referral reward a cancelled order had earned: when the
 * order was delivered once (its customer's referral then counted as a sale), its referrer was paid for more
 * claims than their referrals now earn, and this customer's referral no longer counts (no other delivered
 * order), the referrer's latest claim is undone and its coins reversed. Coins still held (an e-mail not yet
 * verified) are taken from what is held; the rest by a negative entry in the ledger (never an edit), at most
 * the balance: coins already spent stay spent, and say so. Null when there is nothing to take back.
 */
export async function takeBackReferralReward(
  tx: DbOrTx,
  order: { id: number; customerId: number; wasDelivered: boolean; cancelledBy: number },
): Promise<RewardTakenBack | null> {
  if (!order.wasDelivered) return null;
  const referral = await repo.lockReferralOf(tx, order.customerId);
  if (!referral || referral.saleAmount > 0) return null;
  const counts = await repo.claimCounts(tx, referral.referrerId);
  if (counts.claimed <= counts.total) return null;
  const claim = await repo.deleteLatestClaim(tx, referral.referrerId);
  if (!claim) return null;
  const reward = claim.rewardCoins ?? (await configurationValue(tx, 'referral_reward_coins'));
  const fromHeld = await takeHeldReferralCoins(tx, referral.referrerId, reward);
  const balance = await coinBalance(tx, referral.referrerId, { lock: true });
  const fromLedger = Math.min(reward - fromHeld, balance);
  if (fromLedger > 0)
    await addCoinEntry(tx, {
      customerId: referral.referrerId,
      amount: -fromLedger,
      reason: `Referral reward taken back: order #${order.id} was cancelled`,
      source: 'referral',
      createdBy: order.cancelledBy,
    });
  return {
    referrerId: referral.referrerId,
    coins: fromHeld + fromLedger,
    fromHeld,
    notRecovered: reward - fromHeld - fromLedger,
  };
}
