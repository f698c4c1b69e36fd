import { REFERRAL_PAGE_SIZE } from '@printhub/contract';

import { LIST_ORDERINGS } from '@/lib/list-orderings';
import { parseOrderingParam, parseSearchParam } from '@/lib/list-params';

/**
 * The referrals' view in the URL: `?q=…` (a referrer's name, mobile or code), `needs_fulfilment=true` (only
 * referrers with a claim waiting) and `ordering` (one of the list's sort fields). The cards load 50 at a
 * time as the list scrolls, so the URL has no page.
 */
export interface ReferralListState {
  q: string;
  needsFulfilment: boolean;
  ordering?: string;
}

export function parseReferralListState(params: URLSearchParams): ReferralListState {
  const ordering = parseOrderingParam(params, LIST_ORDERINGS.referrals);
  return {
    q: parseSearchParam(params),
    needsFulfilment: params.get('needs_fulfilment') === 'true',
    ...(ordering ? { ordering } : {}),
  };
}

/** What GET referrals-stats is sent for the page at `offset`, 50 referrers at a time. */
export function referralListQuery({ q, needsFulfilment, ordering }: ReferralListState, offset = 0) {
  return {
    limit: REFERRAL_PAGE_SIZE,
    offset,
    ...(ordering ? { ordering } : {}),
    ...(q ? { query: q } : {}),
    ...(needsFulfilment ? { needs_fulfilment: 'true' } : {}),
  };
}

export type ReferralListQuery = ReturnType<typeof referralListQuery>;

/** The orders the Sort select offers (the API's default, the oldest referrer first, is the first). */
export const REFERRAL_SORTS: readonly { ordering: string; label: string }[] = [
  { ordering: 'id', label: 'Oldest referrer first' },
  { ordering: '-id', label: 'Newest referrer first' },
  { ordering: 'first_name', label: 'First name A–Z' },
  { ordering: '-first_name', label: 'First name Z–A' },
  { ordering: 'last_name', label: 'Last name A–Z' },
  { ordering: 'referral_code', label: 'Referral code' },
  { ordering: '-total_claims', label: 'Most claims' },
  { ordering: '-remaining_claims', label: 'Most claims waiting' },
];
