import { AppError, isUniqueViolation } from '../../lib/app-error';
import * as repo from './coupons.repository';

import type { Db } from '../../db/client';
import type { TCoupon, ZSaveCouponRequest } from '@printhub/contract';
import type { z } from 'zod';

type SaveCoupon = z.output<typeof ZSaveCouponRequest>;

function toCoupon(c: repo.CouponRow): TCoupon {
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    discount_percentage: c.discountPercentage,
    valid_from: c.validFrom.toISOString(),
    valid_to: c.validTo.toISOString(),
    one_time_only: c.oneTimeOnly,
    isfornew: c.isForNew,
    usage_count: c.usageCount,
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Coupon not found');

const toValues = (input: SaveCoupon) => ({
  name: input.name,
  code: input.code,
  discountPercentage: input.discount_percentage,
  validFrom: new Date(input.valid_from),
  validTo: new Date(input.valid_to),
  oneTimeOnly: input.one_time_only,
  isForNew: input.isfornew,
});

/** A duplicate code is a field error on `code` (the form shows it under the field). */
async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err))
      throw AppError.field('code', `The code ${code} is already used by another coupon`);
    throw err;
  }
}

export async function listCoupons(db: Db): Promise<TCoupon[]> {
  return (await repo.listCoupons(db)).map(toCoupon);
}

/** New coupons start with usage_count 0, whatever the request says. */
export async function createCoupon(db: Db, input: SaveCoupon): Promise<TCoupon> {
  return toCoupon(
    await uniqueCode(input.code, () => repo.insertCoupon(db, { ...toValues(input), usageCount: 0 })),
  );
}

/** The usage count is the server's: an update never resets it. */
export async function updateCoupon(db: Db, id: number, input: SaveCoupon): Promise<TCoupon> {
  const row = await uniqueCode(input.code, () => repo.updateCoupon(db, id, toValues(input)));
  if (!row) throw notFound();
  return toCoupon(row);
}

export async function deleteCoupon(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteCoupon(db, id))) throw notFound();
}
