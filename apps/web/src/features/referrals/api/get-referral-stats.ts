import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

import {
  API,
  REFERRAL_PAGE_SIZE,
  toReferrerRecord,
  ZPaginated,
  ZReferralStatsItem,
  type TReferralStatsItem,
  type TReferrerRecord,
} from '@printhub/contract';

import { api } from '@/lib/api-client';

import { referralListQuery, type ReferralListState } from '../list-state';
import { referralKeys } from '../query-keys';

const ZReferralStatsPage = ZPaginated(ZReferralStatsItem);
type ReferralStatsPage = { count: number; next: string | null; results: TReferralStatsItem[] };

/** GET /referral_app/referrals-stats/?limit=50&offset=…: a page of referrers, searched, filtered and sorted. */
export const getReferralStats = (
  state: ReferralListState,
  offset: number,
  signal?: AbortSignal,
): Promise<ReferralStatsPage> =>
  api.get(API.referralStats, {
    query: referralListQuery(state, offset),
    headers: { 'Content-Type': 'application/json' },
    schema: ZReferralStatsPage,
    signal,
  });

/** Pages of 50, each starting where the last ended, while the API says there is a next one. */
export const nextReferralOffset = (lastPage: Pick<ReferralStatsPage, 'next'>, lastOffset: number) =>
  lastPage.next ? lastOffset + REFERRAL_PAGE_SIZE : undefined;

export const referralStatsQueryOptions = (state: ReferralListState) =>
  infiniteQueryOptions({
    queryKey: referralKeys.statsFor(referralListQuery(state)),
    queryFn: ({ pageParam, signal }) => getReferralStats(state, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => nextReferralOffset(lastPage, lastOffset),
  });

/** The referrer records of every loaded page; only users with at least one referral are kept. */
export const toReferrers = (data: InfiniteData<ReferralStatsPage, number>): TReferrerRecord[] =>
  data.pages
    .flatMap((page) => page.results)
    .map(toReferrerRecord)
    .filter((record) => record.referrals.length > 0);

export const useReferrers = (state: ReferralListState) =>
  useInfiniteQuery({ ...referralStatsQueryOptions(state), select: toReferrers });
