import { dateRangeListQuery, parseDateRangeParams, type DateRangeFilters } from '@/lib/list-date-range';
import { LIST_ORDERINGS } from '@/lib/list-orderings';
import { type ListView } from '@/lib/list-params';

import type { TCustomerListParams } from '@printhub/contract';

/** Customers are listed 10 at a time (the lists' default page size) with an offset. */
export const CUSTOMER_LIST_VIEW = { orderingFields: LIST_ORDERINGS.users };

/** The customers' filters: who joined in a date range (`?from_date=&to_date=`, the dashboard's new users). */
export type CustomerFilters = DateRangeFilters;

export const parseCustomerFilters = parseDateRangeParams;

export const customerListQuery = (view: ListView, filters: CustomerFilters = {}) =>
  dateRangeListQuery(view, filters) as TCustomerListParams;
