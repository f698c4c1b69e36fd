import { and, eq, gte, ne, sql } from 'drizzle-orm';

import { customers, orders, qrCodes, voucherCodes, voucherInfos } from '../../db/schema';
import { shownInfo } from '../vouchers/vouchers.repository';

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
    .where(since ? gte(orders.createdAt, since) : undefined)
    .groupBy(orders.status);
}

/** Confirmed orders waiting for a staff user: subscription orders, or the others (the two pending lists). */
export async function confirmedOrders(db: DbOrTx, subscription: boolean): Promise<number> {
  const [row] = await db
    .select({ n: count })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'confirmed'),
        subscription ? eq(orders.orderType, 'subscription') : ne(orders.orderType, 'subscription'),
      ),
    );
  return row?.n ?? 0;
}

export async function revenueSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.amount}), 0)` })
    .from(orders)
    .where(gte(orders.createdAt, since));
  return Number(row?.total ?? 0);
}

/** Orders per UTC day and status since `from`. */
export async function ordersPerDayAndStatus(
  db: DbOrTx,
  from: Date,
): Promise<{ day: string; status: TOrderStatus; n: number }[]> {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, status: orders.status, n: count })
    .from(orders)
    .where(gte(orders.createdAt, from))
    .groupBy(day, orders.status);
}

export async function customersSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db.select({ n: count }).from(customers).where(gte(customers.createdAt, since));
  return row?.n ?? 0;
}

/** Active QR codes whose validity reaches `validFrom` or later. */
export async function activeQrCodes(db: DbOrTx, validFrom: Date): Promise<number> {
  const [row] = await db
    .select({ n: count })
    .from(qrCodes)
    .where(and(eq(qrCodes.isActive, true), gte(qrCodes.validity, validFrom)));
  return row?.n ?? 0;
}

/** Free, active codes of vouchers that expire at `validFrom` or later. */
export async function freeVoucherCodes(db: DbOrTx, validFrom: Date): Promise<number> {
  const [row] = await db
    .select({ n: count })
    .from(voucherCodes)
    .innerJoin(voucherInfos, eq(voucherInfos.id, voucherCodes.voucherInfoId))
    .where(
      and(
        eq(voucherCodes.isAssigned, false),
        eq(voucherCodes.isActive, true),
        gte(voucherInfos.expiryDate, validFrom),
        shownInfo(),
      ),
    );
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
        eq(orders.assignedUser, accountId),
        typeof status === 'string' ? eq(orders.status, status) : ne(orders.status, status.not),
        changedSince ? gte(orders.updatedAt, changedSince) : undefined,
      ),
    );
  return row?.n ?? 0;
}
