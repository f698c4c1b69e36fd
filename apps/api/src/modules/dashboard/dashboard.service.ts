import {
  ORDER_STATUSES,
  type TByStatus,
  type TDashboard,
  type TOrderStatus,
  type TStaffDashboard,
} from '@printhub/contract';

import { addDays, shopDate, startOfShopDate, systemClock, type Clock } from '../../lib/clock';
import { dueBounds } from '../orders/orders.due.service';
import * as repo from './dashboard.repository';

import type { Db } from '../../db/client';
import type { OrderFilter } from '../orders/orders.repository';

/**
 * The shop's days the dashboard counts, at `now` in the shop's time zone: the start of today and of the 7- and
 * 30-day windows that end today, and the dates the windows begin.
 */
export function windows(now: Date, timeZone: string) {
  const date = shopDate(now, timeZone);
  const start = (days: number) => startOfShopDate(addDays(date, -days), timeZone);
  return {
    today: start(0),
    weekFrom: addDays(date, -6),
    week: start(6),
    monthFrom: addDays(date, -29),
    month: start(29),
  };
}

const zeroByStatus = (): TByStatus => Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as TByStatus;

async function countByStatus(db: Db, since?: Date): Promise<TByStatus> {
  const result = zeroByStatus();
  for (const r of await repo.ordersByStatus(db, since)) result[r.status] = r.n;
  return result;
}

/** One entry per shop day of the window from `fromDate`, the days without orders at zero. */
async function ordersPerDay(db: Db, fromDate: string, days: number, timeZone: string) {
  const byDay = new Map<string, TByStatus>();
  for (let i = 0; i < days; i += 1) byDay.set(addDays(fromDate, i), zeroByStatus());
  for (const r of await repo.ordersPerDayAndStatus(db, startOfShopDate(fromDate, timeZone), timeZone)) {
    const entry = byDay.get(r.day);
    if (entry) entry[r.status] = r.n;
  }
  return [...byDay].map(([date, counts]) => ({ date, ...counts }));
}

/**
 * The orders due today and those overdue, as the lists they link to count them (the `due` filter): a staff
 * user's own, or every print order (the super admin's /total_orders).
 */
async function dueFigures(db: Db, clock: Clock, scope: OrderFilter) {
  const [dueToday, overdue] = await Promise.all([
    repo.ordersMatching(db, { ...scope, ...dueBounds('today', clock) }),
    repo.ordersMatching(db, { ...scope, ...dueBounds('overdue', clock) }),
  ]);
  return { due_today: dueToday, overdue };
}

/** Everything the super admin's dashboard shows, computed from the live tables. */
export async function getDashboard(
  db: Db,
  now = new Date(),
  clock: Clock = systemClock,
): Promise<TDashboard> {
  const w = windows(now, clock.timeZone);
  const [
    ordersToday,
    ordersWeek,
    revenueToday,
    revenueWeek,
    perDay,
    allTime,
    newCustomers,
    activeQr,
    freeCodes,
    pending,
    subscriptionPending,
    due,
    toCollect,
  ] = await Promise.all([
    countByStatus(db, w.today),
    countByStatus(db, w.week),
    repo.revenueSince(db, w.today),
    repo.revenueSince(db, w.week),
    ordersPerDay(db, w.monthFrom, 30, clock.timeZone),
    countByStatus(db),
    repo.customersSince(db, w.week),
    // What a scan would accept right now: active and valid through today (as the QR list counts it).
    repo.activeQrCodes(db, now),
    // What a user could still buy: free, active, of a voucher that has not expired (as the vouchers list).
    repo.freeVoucherCodes(db, now),
    repo.confirmedOrders(db, false),
    repo.confirmedOrders(db, true),
    dueFigures(db, clock, { excludeOrderType: 'subscription' }),
    repo.toCollect(db),
  ]);
  return {
    orders_today: ordersToday,
    orders_week: ordersWeek,
    revenue_today: revenueToday,
    revenue_week: revenueWeek,
    to_collect: toCollect,
    new_users_week: newCustomers,
    pending_assignments: pending,
    subscription_pending_assignments: subscriptionPending,
    ...due,
    week_from: w.weekFrom,
    active_qr_codes: activeQr,
    vouchers_left: freeCodes,
    orders_per_day: perDay,
    orders_by_status: ORDER_STATUSES.map((status) => ({ status, count: allTime[status] })),
  };
}

/** A staff user's own queue, each figure what its list shows: still open, on the road, delivered. */
export async function getStaffDashboard(
  db: Db,
  accountId: number,
  now = new Date(),
  clock: Clock = systemClock,
): Promise<TStaffDashboard> {
  const { today } = windows(now, clock.timeZone);
  const count = (status: TOrderStatus | { not: TOrderStatus }, since?: Date) =>
    repo.assignedOrders(db, accountId, status, since);
  return {
    assigned: await count({ not: 'delivered' }),
    out_for_delivery: await count('out-for-delivery'),
    delivered: await count('delivered'),
    delivered_today: await count('delivered', today),
    to_collect: await repo.toCollect(db, accountId),
    ...(await dueFigures(db, clock, { assignedUser: accountId })),
  };
}
