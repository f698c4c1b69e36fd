import { z } from 'zod';

import { requiredText, wholeNumber, ZQueryBoolean, ZSearchQuery } from './common';
import { REFERRAL_ORDERING_FIELDS } from './list-orderings';
import { orderingParam } from './lists';

/** Referrals load 50 at a time; a page may ask for at most 100. */
export const REFERRAL_PAGE_SIZE = 50;
export const REFERRAL_PAGE_MAX = 100;
/** How many recent claims an item carries (the card's tooltip). */
export const REFERRAL_RECENT_CLAIMS = 5;

const person = { first_name: z.string(), last_name: z.string(), mobile: z.string() };

/** A referral stats item, one per referrer with at least one referral. */
export const ZReferralStatsItem = z.object({
  /** The referrer's customer id. */
  id: z.number().int(),
  user: z.object(person),
  referral_code: z.string(),
  referrals: z.array(
    z.object({ user: z.object({ ...person, created_at: z.string() }), sale_amount: z.number() }),
  ),
  recent_claims: z.array(z.object({ user: z.object({ created_at: z.string() }) })),
  /** Claims earned: one per referred user who bought something (sale_amount > 0). */
  total_claims: z.number().int(),
  /** Earned claims not fulfilled yet. */
  remaining_claims: z.number().int(),
  /** True while the referrer has a claim waiting to be fulfilled. */
  my_claim: z.boolean(),
});
export type TReferralStatsItem = z.infer<typeof ZReferralStatsItem>;
export const ZReferralStats = z.array(ZReferralStatsItem);

const whole = (label: string) =>
  z.coerce
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(0, {
      error: `${label} must be 0 or more`,
    });

/** GET /referral_app/referrals-stats/?start=0&end=50: the referrers [start, end) in a fixed order. */
export const REFERRAL_DEFAULT_ORDERING = 'id';

/**
 * Without `limit`, the referrers [start, end) as a bare array (the original client); with `limit` and
 * `offset`, a page. `query` matches the referrer's name, mobile or code; `needs_fulfilment=true` keeps the
 * referrers with a claim waiting.
 */
export const ZReferralStatsQuery = z
  .object({
    start: whole('start').default(0),
    end: whole('end').default(REFERRAL_PAGE_SIZE),
    limit: wholeNumber(1, REFERRAL_PAGE_MAX).optional(),
    offset: wholeNumber(0, 10_000_000).default(0),
    query: ZSearchQuery.optional(),
    needs_fulfilment: ZQueryBoolean.optional(),
    ordering: orderingParam(REFERRAL_ORDERING_FIELDS, REFERRAL_DEFAULT_ORDERING),
  })
  .refine((q) => q.end > q.start, { error: 'end must be greater than start', path: ['end'] })
  .refine((q) => q.end - q.start <= REFERRAL_PAGE_MAX, {
    error: `At most ${REFERRAL_PAGE_MAX} referrers at a time`,
    path: ['end'],
  });
export type TReferralStatsQuery = z.infer<typeof ZReferralStatsQuery>;

/** POST /referral_app/api/mark-as-fulfilled/ {referral_code}. */
export const ZMarkFulfilledRequest = z.object({ referral_code: requiredText(40) });
export const ZMarkFulfilledResponse = z.object({
  referral_code: z.string(),
  /** How many claims this call fulfilled (0 when there was nothing left: the call is idempotent). */
  fulfilled: z.number().int(),
  total_claims: z.number().int(),
  remaining_claims: z.number().int(),
});
export type TMarkFulfilledResponse = z.infer<typeof ZMarkFulfilledResponse>;

/** The referrer card ("Referrer record"), derived on the client from a stats item. */
export type TReferrerRecord = {
  name: string;
  phone: string;
  eligible: number;
  claimed: number;
  remaining: number;
  claim: string[];
  referrals: { name: string; phone: string; price: number; date: string }[];
  refCode: string;
  isEligible: boolean;
  isFulfilled: boolean;
};

/** The derivation, in one place for the screen and its tests. */
export function toReferrerRecord(item: TReferralStatsItem): TReferrerRecord {
  const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();
  return {
    name: fullName(item.user),
    phone: item.user.mobile,
    eligible: item.total_claims,
    claimed: item.total_claims - item.remaining_claims,
    remaining: item.remaining_claims,
    claim: item.recent_claims.map((c) => `Claimed on ${c.user.created_at.split('T')[0]}`),
    referrals: item.referrals.map((r) => ({
      name: fullName(r.user),
      phone: r.user.mobile,
      price: r.sale_amount,
      date: r.user.created_at.split('T')[0]!,
    })),
    refCode: item.referral_code,
    isEligible: !item.my_claim,
    isFulfilled: item.remaining_claims < 1,
  };
}
