import { z } from 'zod';

import { ORDER_STATUSES, ZOrderStatus } from './orders';

const ZByStatus = z.object(
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as {
    [K in (typeof ORDER_STATUSES)[number]]: z.ZodNumber;
  },
);
export type TByStatus = z.infer<typeof ZByStatus>;

/** GET /api/dashboard (super admin). Days are UTC calendar days; "week" = the last 7 days including today. */
export const ZDashboard = z.object({
  orders_today: ZByStatus,
  orders_week: ZByStatus,
  /**
   * Rupees: what the orders delivered today (this week) sold for, amount − discount, without GST added on top
   * of prices that exclude it. An order counts on the day of its last change while delivered.
   */
  revenue_today: z.number(),
  revenue_week: z.number(),
  /**
   * Rupees left to collect: the balance due of the orders out for delivery or delivered, each counted from
   * 0 (an order paid in full, or more, adds nothing; cancelled and not yet dispatched orders are left out).
   */
  to_collect: z.number(),
  new_users_week: z.number().int(),
  /** Confirmed orders, not subscriptions: what /pending_orders lists. */
  pending_assignments: z.number().int(),
  /** Confirmed subscription orders: what /subscription_pending_orders lists. */
  subscription_pending_assignments: z.number().int(),
  /**
   * Print orders not delivered, due on today's date in the shop's time zone: what /total_orders lists with
   * `due=today`.
   */
  due_today: z.number().int(),
  /** Print orders not delivered and past their due date (/total_orders with `due=overdue`). */
  overdue: z.number().int(),
  /** The first day (UTC, YYYY-MM-DD) of the 7-day window of the "week" figures. */
  week_from: z.string(),
  active_qr_codes: z.number().int(),
  vouchers_left: z.number().int(),
  orders_per_day: z.array(ZByStatus.extend({ date: z.string() })),
  orders_by_status: z.array(z.object({ status: ZOrderStatus, count: z.number().int() })),
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** GET /api/staff-dashboard/ (the signed-in staff user's own queue). */
export const ZStaffDashboard = z.object({
  /** Every own order not yet delivered: what the staff /assigned_orders lists. */
  assigned: z.number().int(),
  out_for_delivery: z.number().int(),
  /** Every own delivered order: what the staff /completed_orders lists. */
  delivered: z.number().int(),
  delivered_today: z.number().int(),
  /** Rupees left to collect on the user's own orders out for delivery or delivered (as `to_collect` above). */
  to_collect: z.number(),
  /** Own orders not delivered, due today (the shop's time zone) and past due, as in the admin's dashboard. */
  due_today: z.number().int(),
  overdue: z.number().int(),
});
export type TStaffDashboard = z.infer<typeof ZStaffDashboard>;
