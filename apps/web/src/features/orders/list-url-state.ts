import {
  ORDER_DUE_FILTERS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type TOrderDueFilter,
  type TOrderStatus,
  type TPaymentStatus,
} from '@printhub/contract';

import { LIST_ORDERINGS } from '@/lib/list-orderings';
import {
  parseChoiceParam,
  parseDateParam,
  parseListView,
  parseMultiParam,
  updateListParams,
  type ListFilterValue,
  type ListView,
} from '@/lib/list-params';

/** Orders are listed 10 at a time (the lists' default page size) unless the user chooses more. */
export const ORDER_LIST_VIEW = { orderingFields: LIST_ORDERINGS.orders };

/**
 * What a list keeps in its URL (so it can be bookmarked and reloaded):
 * ?page=2&page_size=25&ordering=-created_at&status=confirmed&status=assigned&due=overdue&payment_status=paid&from=…&to=…&q=…
 */
export interface OrderListUrlState extends ListView {
  /** YYYY-MM-DD or undefined. */
  from?: string;
  to?: string;
  /** The statuses chosen in the Status filter (none: every status the list shows). */
  statuses: TOrderStatus[];
  /** The Due filter: overdue, due today or due tomorrow (undefined: any due date). */
  due?: TOrderDueFilter;
  /** The Payment filter: unpaid, partly paid, paid or refunded (undefined: any). */
  payment?: TPaymentStatus;
}

export const URL_KEYS = {
  page: 'page',
  from: 'from',
  to: 'to',
  q: 'q',
  status: 'status',
  due: 'due',
  payment: 'payment_status',
} as const;

/** Reads the list state from the query string; anything malformed falls back to the default. */
export function parseListUrlState(params: URLSearchParams): OrderListUrlState {
  return {
    ...parseListView(params, ORDER_LIST_VIEW),
    from: parseDateParam(params, URL_KEYS.from),
    to: parseDateParam(params, URL_KEYS.to),
    statuses: parseMultiParam(params, URL_KEYS.status, ORDER_STATUSES),
    due: parseChoiceParam(params, URL_KEYS.due, ORDER_DUE_FILTERS),
    payment: parseChoiceParam(params, URL_KEYS.payment, PAYMENT_STATUSES),
  };
}

/**
 * A new query string with `patch` applied; defaults are left out (page 1, no dates, empty search, the
 * default page size) and unrelated parameters are kept. Changing a filter, the sort or the page size goes
 * back to page 1 unless the patch also sets the page.
 */
export function updateListUrlState(
  params: URLSearchParams,
  patch: Partial<OrderListUrlState>,
): URLSearchParams {
  const filters: Record<string, ListFilterValue> = {};
  if ('from' in patch) filters[URL_KEYS.from] = patch.from ?? null;
  if ('to' in patch) filters[URL_KEYS.to] = patch.to ?? null;
  if ('statuses' in patch) filters[URL_KEYS.status] = patch.statuses ?? null;
  if ('due' in patch) filters[URL_KEYS.due] = patch.due ?? null;
  if ('payment' in patch) filters[URL_KEYS.payment] = patch.payment ?? null;
  return updateListParams(params, {
    filters,
    ...(patch.q === undefined ? {} : { q: patch.q }),
    ...(patch.page === undefined ? {} : { page: patch.page }),
    ...(patch.pageSize === undefined ? {} : { pageSize: patch.pageSize }),
    ...('ordering' in patch ? { ordering: patch.ordering ?? null } : {}),
  });
}

/** A range whose end is before its start (both set). YYYY-MM-DD strings compare as dates. */
export const isReversedRange = (from: string | undefined, to: string | undefined): boolean =>
  Boolean(from && to && to < from);
