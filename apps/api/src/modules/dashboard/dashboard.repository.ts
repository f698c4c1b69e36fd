import { and, eq, gte, sql } from 'drizzle-orm';

import { clients, customers, orders, qrCodes, voucherCodes, voucherInfos } from '../../db/schema';
import { customerWhere } from '../customers/customers.repository';
import { orderWhere, type OrderFilter } from '../orders/orders.repository';
import { qrWhere } from '../qr-codes/qr-codes.repository';
import { codeWhere } from '../vouchers/vouchers.codes.repository';

import type { DbOrTx } from '../../db/client';
import type { TOrderStatus } from '@printhub/contract';

/** The dashboard has no table of its own: it counts rows of the others. */
const count = sql<number>`count(*)::int`;

export async function ordersByStatus(
  db: DbOrTx,
  since?: Date,
): Promise<{ status: TOrderStatus; n: number }[]> {
  return db
    .select({ status: orders.status, n: count })
    .from(orders)
    .where(orderWhere({ from: since }))
    .groupBy(orders.status);
}

/** Confirmed orders waiting for a staff user: subscription orders, or the others (the two pending lists). */
export async function confirmedOrders(db: DbOrTx, subscription: boolean): Promise<number> {
  const [row] = await db
    .select({ n: count })
    .from(orders)
    .where(
      orderWhere({
        statuses: ['confirmed'],
        ...(subscription ? { orderType: 'subscription' } : { excludeOrderType: 'subscription' }),
      }),
    );
  return row?.n ?? 0;
}

/** The orders a list's filter selects (the due figures: what the order lists show with `due=…`). */
export async function ordersMatching(db: DbOrTx, filter: OrderFilter): Promise<number> {
  const [row] = await db.select({ n: count }).from(orders).where(orderWhere(filter));
  return row?.n ?? 0;
}

/**
 * What the orders delivered since `since` sold for, net of their discounts (GST added on top of prices that
 * exclude it is not the shop's). An order's delivery is its last change while delivered, as the board's and the
 * staff's "delivered today" count it.
 */
export async function revenueSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.amount} - ${orders.discount}), 0)` })
    .from(orders)
    .where(and(eq(orders.status, 'delivered'), gte(orders.updatedAt, since)));
  return Number(row?.total ?? 0);
}

/**
 * What is left to collect: the balance due of the orders out for delivery or delivered (everyone's, or those
 * assigned to one staff user), where the money is owed now. An order paid in full or more adds nothing;
 * open orders not yet on their way and cancelled ones (whose refunds are another matter) are left out.
 */
export async function toCollect(db: DbOrTx, assignedUser?: number): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(greatest(${orders.amountDue} - ${orders.paidAmount}, 0)), 0)`,
    })
    .from(orders)
    .where(orderWhere({ statuses: ['out-for-delivery', 'delivered'], assignedUser }));
  return Number(row?.total ?? 0);
}

/** Orders per day of the shop's time zone and status since `from`. */
export async function ordersPerDayAndStatus(
  db: DbOrTx,
  from: Date,
  timeZone: string,
): Promise<{ day: string; status: TOrderStatus; n: number }[]> {
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({ day, status: orders.status, n: count })
      .from(orders)
      .where(gte(orders.createdAt, from))
      // By position: the day's expression carries the time zone as a parameter, which GROUP BY could not match.
      .groupBy(sql`1`, sql`2`)
  );
}

export async function customersSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count })
    .from(customers)
    .where(customerWhere({ days: { from: since } }));
  return row?.n ?? 0;
}

/** The QR codes the QR list shows as active at `now` (active, valid through today). */
export async function activeQrCodes(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count })
    .from(qrCodes)
    .where(qrWhere({ state: 'active', now }));
  return row?.n ?? 0;
}

/** The codes the vouchers list shows as available at `now`: free, active, of a voucher not expired. */
export async function freeVoucherCodes(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count })
    .from(voucherCodes)
    .innerJoin(voucherInfos, eq(voucherInfos.id, voucherCodes.voucherInfoId))
    .innerJoin(clients, eq(clients.id, voucherInfos.clientId))
    .where(codeWhere({ status: 'available', now }));
  return row?.n ?? 0;
}

/**
 * The staff user's orders in a status (or in any other status, with `not`), counting only those last changed
 * at `changedSince` or later when given.
 */
export async function assignedOrders(
  db: DbOrTx,
  accountId: number,
  status: TOrderStatus | { not: TOrderStatus },
  changedSince?: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count })
    .from(orders)
    .where(
      and(
        orderWhere({
          assignedUser: accountId,
          ...(typeof status === 'string' ? { statuses: [status] } : { excludeStatus: status.not }),
        }),
        changedSince ? gte(orders.updatedAt, changedSince) : undefined,
      ),
    );
  return row?.n ?? 0;
}
