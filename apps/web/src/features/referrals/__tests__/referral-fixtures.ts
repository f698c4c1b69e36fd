import type { TReferralStatsItem } from '@printhub/contract';

/** A referrer with one referred person who bought for Rs 1250; `my_claim` true (a claim is waiting). */
export const referralItem = (n: number, overrides: Partial<TReferralStatsItem> = {}): TReferralStatsItem => ({
  user: { first_name: 'Referrer', last_name: String(n), mobile: `90000${String(n).padStart(5, '0')}` },
  referral_code: `REF${n}`,
  referrals: [
    {
      user: {
        first_name: 'Friend',
        last_name: `of ${n}`,
        mobile: '8000000000',
        created_at: '2024-03-05T10:00:00Z',
      },
      sale_amount: 1250,
    },
  ],
  recent_claims: [],
  total_claims: 1,
  remaining_claims: 1,
  my_claim: true,
  ...overrides,
});

/** `count` referrers numbered from `from`. */
export const referralPage = (from: number, count: number): TReferralStatsItem[] =>
  Array.from({ length: count }, (_, index) => referralItem(from + index));
