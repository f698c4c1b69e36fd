import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';

import { COUPON_ORDERING_FIELDS } from '@printhub/contract';

import { coupons, customers, orders } from '../../db/schema';
import { columnSortKeys, searchWhere, tableList, type ListPage } from '../../lib/lists';

import type { DbOrTx } from '../../db/client';
import type { SearchDaysFilter } from '../../lib/lists';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt'>;

export type CouponFilter = SearchDaysFilter;
export type CouponPage = ListPage<(typeof COUPON_ORDERING_FIELDS)[number], true>;

/** The coupons list's filters: the search in the name or code, valid on some day of the range. */
const couponWhere = (f: CouponFilter) =>
  and(
    searchWhere(f.search, [coupons.name, coupons.code]),
    f.days?.from ? gte(coupons.validTo, f.days.from) : undefined,
    f.days?.until ? lt(coupons.validFrom, f.days.until) : undefined,
  );

export const { rows: listCoupons, count: countCoupons } = tableList(
  coupons,
  couponWhere,
  columnSortKeys(coupons, COUPON_ORDERING_FIELDS),
);

export async function insertCoupon(db: DbOrTx, values: CouponValues): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

export async function updateCoupon(
  db: DbOrTx,
  id: number,
  values: Omit<CouponValues, 'usageCount'>,
): Promise<CouponRow | null> {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row ?? null;
}

/** The deleted coupon, or null when there was no such coupon. */
export async function deleteCoupon(db: DbOrTx, id: number): Promise<CouponRow | null> {
  const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning();
  return row ?? null;
}

export async function findCoupon(db: DbOrTx, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row ?? null;
}

/** The coupon with this code (stored in capitals), or null. */
export async function findCouponByCode(db: DbOrTx, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ?? null;
}

/** Locks the customer's row until the transaction ends; false when there is no such customer. */
export async function lockCustomer(tx: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row !== undefined;
}

/**
 * Whether the customer has placed any order (with `code`: any order that used that coupon). A cancelled order
 * does not count: it gave its coupon back, and is no earlier order.
 */
export async function customerHasOrder(db: DbOrTx, customerId: number, code?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        ne(orders.status, 'cancelled'),
        code === undefined ? undefined : sql`upper(${orders.couponCode}) = ${code}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** One use of the coupon with this code given back (none below zero); the coupon, or null when it is gone. */
export async function takeCouponUse(db: DbOrTx, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ usageCount: sql`greatest(${coupons.usageCount} - 1, 0)` })
    .where(eq(coupons.code, code.toUpperCase()))
    .returning();
  return row ?? null;
}
