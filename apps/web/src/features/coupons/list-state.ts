import { LIST_ORDERINGS } from '@/lib/list-orderings';
import { listViewQuery, parseDateParam, type ListView } from '@/lib/list-params';

/** Coupons are shown 10 at a time. */
export const COUPON_PAGE_SIZE = 10;

export const COUPON_LIST_VIEW = { orderingFields: LIST_ORDERINGS.coupons, defaultPageSize: COUPON_PAGE_SIZE };

/** The cards have no headers: the orders they are sorted in, by the contract's fields, newest first by default. */
export const COUPON_SORTS = [
  { ordering: '-created_at', label: 'Newest first' },
  { ordering: 'created_at', label: 'Oldest first' },
  { ordering: 'name', label: 'Name (A–Z)' },
  { ordering: '-name', label: 'Name (Z–A)' },
  { ordering: 'code', label: 'Code (A–Z)' },
  { ordering: '-discount_percentage', label: 'Highest discount' },
  { ordering: 'discount_percentage', label: 'Lowest discount' },
  { ordering: 'valid_from', label: 'Starting soonest' },
  { ordering: 'valid_to', label: 'Ending soonest' },
  { ordering: '-valid_to', label: 'Ending latest' },
  { ordering: '-usage_count', label: 'Most used' },
] as const;
export const DEFAULT_COUPON_ORDERING = '-created_at';

/** The coupons' filter: the days a coupon is valid on (`?from_date=&to_date=`, any overlap). */
export interface CouponFilters {
  fromDate?: string;
  toDate?: string;
}

export function parseCouponFilters(params: URLSearchParams): CouponFilters {
  const fromDate = parseDateParam(params, 'from_date');
  const toDate = parseDateParam(params, 'to_date');
  return { ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) };
}

/** One page of coupons: limit/offset, the ordering, the search (name or code) and the dates. */
export function couponListQuery(view: ListView, { fromDate, toDate }: CouponFilters = {}) {
  return {
    ...listViewQuery(view),
    ...(fromDate ? { from_date: fromDate } : {}),
    ...(toDate ? { to_date: toDate } : {}),
  };
}

export type CouponListQuery = ReturnType<typeof couponListQuery>;
