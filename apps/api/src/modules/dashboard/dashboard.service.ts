import { and, eq, gte, sql } from 'drizzle-orm';

import {
  ORDER_STATUSES,
  type TByStatus,
  type TDashboard,
  type TOrderStatus,
  type TStaffDashboard,
} from '@printhub/contract';

import { customers, orders, qrCodes, voucherCodes, voucherInfos } from '../../db/schema';

import type { Db } from '../../db/client';

const DAY_MS = 86_400_000;

/** The start of today (UTC) and of the 7- and 30-day windows that end today. */
export function windows(now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return {
    today,
    week: new Date(today.getTime() - 6 * DAY_MS),
    month: new Date(today.getTime() - 29 * DAY_MS),
  };
}

const zeroByStatus = (): TByStatus => Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as TByStatus;

async function countByStatus(db: Db, since?: Date): Promise<TByStatus> {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(since ? gte(orders.createdAt, since) : undefined)
    .groupBy(orders.status);
  const result = zeroByStatus();
  for (const r of rows) result[r.status] = r.n;
  return result;
}

async function revenueSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.amount}), 0)` })
    .from(orders)
    .where(gte(orders.createdAt, since));
  return Number(row?.total ?? 0);
}

/** QR codes a scan would accept right now: active and inside their validity. */
async function activeQrCodes(db: Db, today: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(qrCodes)
    .where(and(eq(qrCodes.isActive, true), gte(qrCodes.validity, today)));
  return row?.n ?? 0;
}

/** Codes a user could still buy: free, active, of a voucher that has not expired. */
async function vouchersLeft(db: Db, today: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(voucherCodes)
    .innerJoin(voucherInfos, eq(voucherInfos.id, voucherCodes.voucherInfoId))
    .where(
      and(
        eq(voucherCodes.isAssigned, false),
        eq(voucherCodes.isActive, true),
        gte(voucherInfos.expiryDate, today),
      ),
    );
  return row?.n ?? 0;
}

async function ordersPerDay(db: Db, from: Date, days: number) {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(gte(orders.createdAt, from))
    .groupBy(day, orders.status);
  const byDay = new Map<string, TByStatus>();
  for (let i = 0; i < days; i += 1)
    byDay.set(new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10), zeroByStatus());
  for (const r of rows) {
    const entry = byDay.get(r.day);
    if (entry) entry[r.status as TOrderStatus] = r.n;
  }
  return [...byDay].map(([date, counts]) => ({ date, ...counts }));
}

/** Everything the super admin's dashboard shows, computed from the live tables. */
export async function getDashboard(db: Db, now = new Date()): Promise<TDashboard> {
  const w = windows(now);
  const [
    ordersToday,
    ordersWeek,
    revenueToday,
    revenueWeek,
    perDay,
    allTime,
    [newUsers],
    activeQr,
    freeCodes,
  ] = await Promise.all([
    countByStatus(db, w.today),
    countByStatus(db, w.week),
    revenueSince(db, w.today),
    revenueSince(db, w.week),
    ordersPerDay(db, w.month, 30),
    countByStatus(db),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(gte(customers.createdAt, w.week)),
    activeQrCodes(db, w.today),
    vouchersLeft(db, w.today),
  ]);
  return {
    orders_today: ordersToday,
    orders_week: ordersWeek,
    revenue_today: revenueToday,
    revenue_week: revenueWeek,
    new_users_week: newUsers?.n ?? 0,
    pending_assignments: allTime.confirmed,
    active_qr_codes: activeQr,
    vouchers_left: freeCodes,
    orders_per_day: perDay,
    orders_by_status: ORDER_STATUSES.map((status) => ({ status, count: allTime[status] })),
  };
}

/** A staff user's own queue: what is waiting, what is on the road, what they delivered today. */
export async function getStaffDashboard(
  db: Db,
  accountId: number,
  now = new Date(),
): Promise<TStaffDashboard> {
  const { today } = windows(now);
  const count = async (status: TOrderStatus, since?: Date) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.assignedUser, accountId),
          eq(orders.status, status),
          since ? gte(orders.updatedAt, since) : undefined,
        ),
      );
    return row?.n ?? 0;
  };
  return {
    assigned: await count('assigned'),
    out_for_delivery: await count('out-for-delivery'),
    delivered_today: await count('delivered', today),
  };
}
