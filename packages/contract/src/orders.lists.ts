import { z } from 'zod';

import { oneOf, ZId, ZPageQuery } from './common';
import { oneOfMessage } from './errors';
import { ORDER_ORDERING_FIELDS } from './list-orderings';
import { orderingParam, ZDateOnly } from './lists';
import { ORDER_STATUSES, ZOrderStatus, ZOrderType, type TOrderStatus } from './orders';
import { ZPaymentStatus } from './payments';

const ZSearch = z.string().trim().max(100, { error: 'Must be at most 100 characters' });

const ZDateRange = {
  from_date: ZDateOnly.optional(),
  to_date: ZDateOnly.optional(),
};
const checkRange = (v: { from_date?: string; to_date?: string }) =>
  !v.from_date || !v.to_date || v.from_date <= v.to_date;
const RANGE_ERROR = { error: 'The end date must not be before the start date', path: ['to_date'] };

export const ORDER_DEFAULT_ORDERING = '-created_at';

/**
 * The `due` filter: orders not delivered that are past their due date (`overdue`), or due on today's or
 * tomorrow's date in the shop's time zone.
 */
export const ORDER_DUE_FILTERS = ['overdue', 'today', 'tomorrow'] as const;
export const ZOrderDueFilter = oneOf(ORDER_DUE_FILTERS);
export type TOrderDueFilter = z.infer<typeof ZOrderDueFilter>;
export const ORDER_DUE_FILTER_LABELS: Record<TOrderDueFilter, string> = {
  overdue: 'Overdue',
  today: 'Due today',
  tomorrow: 'Due tomorrow',
};

/** `status=a,b` or `status=a&status=b` (or one status): the orders in any of them. */
export const ZOrderStatusList = z
  .union([z.string(), z.array(z.string())])
  .transform((value, ctx): TOrderStatus[] => {
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((s) => s.trim());
    const bad = parts.filter((s) => !(ORDER_STATUSES as readonly string[]).includes(s));
    if (bad.length > 0 || parts.length === 0) {
      ctx.addIssue({ code: 'custom', message: oneOfMessage(ORDER_STATUSES) });
      return z.NEVER;
    }
    return [...new Set(parts as TOrderStatus[])];
  });

/** What both order lists filter on: statuses, the ordering, a search and the days they were made. */
const orderListFilters = {
  status: ZOrderStatusList.optional(),
  ordering: orderingParam(ORDER_ORDERING_FIELDS, ORDER_DEFAULT_ORDERING),
  query: ZSearch.optional(),
  due: ZOrderDueFilter.optional(),
  /** The orders whose payments stand so (unpaid, partial, paid, refunded). */
  payment_status: ZPaymentStatus.optional(),
  ...ZDateRange,
};

/** An order list's query as a client sends it (`status` one or several, `ordering` optional). */
type ListParams<Q extends z.ZodType> = Omit<z.infer<Q>, 'status' | 'ordering'> &
  Partial<Pick<z.input<Q>, Extract<'status' | 'ordering', keyof z.input<Q>>>>;

/** GET /api/all-orders/ (super admin). */
export const ZOrderListQuery = ZPageQuery.extend({
  ...orderListFilters,
  exclude_order_type: ZOrderType.optional(),
  order_type: ZOrderType.optional(),
  /** A customer's orders (user detail screen). */
  user: ZId.optional(),
}).refine(checkRange, RANGE_ERROR);
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>;
export type TOrderListParams = ListParams<typeof ZOrderListQuery>;

/** GET /api/my_orders/ (staff: only their own; super admin: anyone's). */
export const ZMyOrdersQuery = ZPageQuery.extend({
  ...orderListFilters,
  assigned_user: ZId.optional(),
  exclude_status: ZOrderStatus.optional(),
}).refine(checkRange, RANGE_ERROR);
export type TMyOrdersQuery = z.infer<typeof ZMyOrdersQuery>;
export type TMyOrdersParams = ListParams<typeof ZMyOrdersQuery>;
