import { LIST_ORDERINGS } from '@/lib/list-orderings';
import { listViewQuery, parseDateParam, type ListView } from '@/lib/list-params';

import type { TCustomerListParams } from '@printhub/contract';

/** Customers are listed 10 at a time with an offset. */
export const CUSTOMER_PAGE_SIZE = 10;

export const CUSTOMER_LIST_VIEW = {
  orderingFields: LIST_ORDERINGS.users,
  defaultPageSize: CUSTOMER_PAGE_SIZE,
};

/** The customers' filters: who joined in a date range (`?from_date=&to_date=`, the dashboard's new users). */
export interface CustomerFilters {
  fromDate?: string;
  toDate?: string;
}

export function parseCustomerFilters(params: URLSearchParams): CustomerFilters {
  const fromDate = parseDateParam(params, 'from_date');
  const toDate = parseDateParam(params, 'to_date');
  return { ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) };
}

export function customerListQuery(
  view: ListView,
  { fromDate, toDate }: CustomerFilters = {},
): TCustomerListParams {
  return {
    ...listViewQuery(view),
    ...(fromDate ? { from_date: fromDate } : {}),
    ...(toDate ? { to_date: toDate } : {}),
  } as TCustomerListParams;
}
