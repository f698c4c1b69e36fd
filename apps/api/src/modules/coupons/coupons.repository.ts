import { desc, eq } from 'drizzle-orm';

import { coupons } from '../../db/schema';

import type { DbOrTx } from '../../db/client';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt'>;

export async function listCoupons(db: DbOrTx): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

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

/** False when there was no such coupon. */
export async function deleteCoupon(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return row !== undefined;
}
