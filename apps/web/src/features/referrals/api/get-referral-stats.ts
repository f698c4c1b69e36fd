import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

import {
  API,
  REFERRAL_PAGE_SIZE,
  toReferrerRecord,
  ZReferralStats,
  type TReferralStatsItem,
  type TReferrerRecord,
} from '@printhub/contract';

import { api } from '@/lib/api-client';

import { referralKeys } from '../query-keys';

/** GET /referral_app/referrals-stats/?start=0&end=50: the referrers [start, end), sent as the specification says. */
export const getReferralStats = (start: number, signal?: AbortSignal): Promise<TReferralStatsItem[]> =>
  api.get(API.referralStats, {
    query: { start, end: start + REFERRAL_PAGE_SIZE },
    headers: { 'Content-Type': 'application/json' },
    schema: ZReferralStats,
    signal,
  });

/** Pages of 50, each starting where the last ended; a page with fewer than 50 is the last. */
export const nextReferralStart = (lastPage: readonly unknown[], lastStart: number): number | undefined =>
  lastPage.length < REFERRAL_PAGE_SIZE ? undefined : lastStart + REFERRAL_PAGE_SIZE;

export const referralStatsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.stats(),
    queryFn: ({ pageParam, signal }) => getReferralStats(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastStart) => nextReferralStart(lastPage, lastStart),
  });

/** The referrer records of every loaded page; only users with at least one referral are kept. */
export const toReferrers = (data: InfiniteData<TReferralStatsItem[], number>): TReferrerRecord[] =>
  data.pages
    .flat()
    .map(toReferrerRecord)
    .filter((record) => record.referrals.length > 0);

export const useReferrers = () => useInfiniteQuery({ ...referralStatsQueryOptions(), select: toReferrers });
