import {
  dateRangeListQuery,
  parseDateRangeParams,
  type DateRangeFilters,
  type DateRangeListQuery,
} from '@/lib/list-date-range';
import { LIST_ORDERINGS } from '@/lib/list-orderings';

/** Coupons are shown 10 at a time (the lists' default page size). */
export const COUPON_LIST_VIEW = { orderingFields: LIST_ORDERINGS.coupons };

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

/** What each field the coupons sort by is called, for an ordering that is none of COUPON_SORTS. */
const COUPON_SORT_FIELDS: Record<(typeof LIST_ORDERINGS.coupons)[number], string> = {
  id: 'Id',
  name: 'Name',
  code: 'Code',
  discount_percentage: 'Discount',
  valid_from: 'Valid from',
  valid_to: 'Valid to',
  usage_count: 'Uses',
  created_at: 'Created',
};

/**
 * The "Sort by" choice for the URL's ordering: one of COUPON_SORTS, or (a link or a bookmark can hold any
 * ordering the API accepts) the field and its direction ('Code, descending'); no ordering is the default.
 */
export function couponSort(ordering: string | undefined): { ordering: string; label: string } {
  const preset = COUPON_SORTS.find((sort) => sort.ordering === (ordering ?? DEFAULT_COUPON_ORDERING));
  if (preset || !ordering) return preset ?? COUPON_SORTS[0];
  const field = ordering.replace(/^-/, '') as keyof typeof COUPON_SORT_FIELDS;
  const direction = ordering.startsWith('-') ? 'descending' : 'ascending';
  return { ordering, label: `${COUPON_SORT_FIELDS[field]}, ${direction}` };
}

/** The coupons' filter: the days a coupon is valid on (`?from_date=&to_date=`, any overlap). */
export type CouponFilters = DateRangeFilters;

export const parseCouponFilters = parseDateRangeParams;

/** One page of coupons: limit/offset, the ordering, the search (name or code) and the dates. */
export const couponListQuery = dateRangeListQuery;

export type CouponListQuery = DateRangeListQuery;
