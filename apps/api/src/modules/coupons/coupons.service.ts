import { AppError, isUniqueViolation } from '../../lib/app-error';
import { filteredList } from '../../lib/list-service';
import { searchDaysFilter } from '../../lib/lists';
import { recordChange, type Actor, type Change } from '../audit-log/audit-log.service';
import * as throttle from '../auth/auth.throttle.service';
import * as repo from './coupons.repository';

import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TCoupon, TCouponCheckResponse, TCouponListQuery, ZSaveCouponRequest } from '@printhub/contract';
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

/** The coupons the filters select, in the query's ordering: a page, or every one of them without a limit. */
export const couponList = filteredList({
  filter: (q: TCouponListQuery, clock: Clock) => searchDaysFilter(q, clock.timeZone),
  rows: repo.listCoupons,
  count: repo.countCoupons,
  item: toCoupon,
});

/** New coupons start with usage_count 0, whatever the request says. */
const DONE = { create: 'Created', update: 'Updated', delete: 'Deleted' } as const;

const couponChange = (action: keyof typeof DONE, coupon: TCoupon, before: TCoupon | null): Change => ({
  action,
  resource: 'coupons',
  resourceId: coupon.id,
  summary: `${DONE[action]} the coupon ${coupon.code}`,
  before,
  after: action === 'delete' ? null : coupon,
});

export async function createCoupon(db: Db, actor: Actor, input: SaveCoupon): Promise<TCoupon> {
  return db.transaction(async (tx) => {
    const coupon = toCoupon(
      await uniqueCode(input.code, () => repo.insertCoupon(tx, { ...toValues(input), usageCount: 0 })),
    );
    await recordChange(tx, actor, couponChange('create', coupon, null));
    return coupon;
  });
}

/** The usage count is the server's: an update never resets it. */
export async function updateCoupon(db: Db, actor: Actor, id: number, input: SaveCoupon): Promise<TCoupon> {
  return db.transaction(async (tx) => {
    const before = await repo.findCoupon(tx, id);
    const row = await uniqueCode(input.code, () => repo.updateCoupon(tx, id, toValues(input)));
    if (!before || !row) throw notFound();
    const coupon = toCoupon(row);
    await recordChange(tx, actor, couponChange('update', coupon, toCoupon(before)));
    return coupon;
  });
}

export async function deleteCoupon(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.deleteCoupon(tx, id);
    if (!row) throw notFound();
    await recordChange(tx, actor, couponChange('delete', toCoupon(row), toCoupon(row)));
  });
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * THE rule "does coupon `code` apply to customer `customerId` now", in one place: the code (any case)
 * exists (else 404); `now` (the app's clock, not the wall clock) is within [valid_from, valid_to]; a coupon
 * for new customers needs a customer with no earlier order; a one-time coupon needs a customer who has not
 * used it (an order of theirs carries its code). Anything else is a 422 whose sentence says why. Returns
 * the coupon.
 *
 * Placing an order calls it inside its transaction with `lock: true`: the customer's row is then locked
 * first, so that the customer's concurrent orders queue up and each sees the orders committed before it
 * (twenty orders at once with a one-time coupon get the discount once). That transaction then writes the
 * order with the coupon's code and adds one to `usage_count`.
 */
export async function couponForCustomer(
  db: DbOrTx,
  opts: { code: string; customerId: number | null; now: Date; lock?: boolean },
): Promise<repo.CouponRow> {
  const { now } = opts;
  const code = opts.code.trim().toUpperCase();
  // No customer yet (one about to be made at the counter): nobody to lock, no orders before.
  const customerId = opts.customerId;
  if (opts.lock && customerId !== null && !(await repo.lockCustomer(db, customerId)))
    throw new AppError('NOT_FOUND', 'User not found');
  const coupon = await repo.findCouponByCode(db, code);
  if (!coupon) throw new AppError('NOT_FOUND', `There is no coupon ${code}.`);
  const refuse = (why: string) => new AppError('UNPROCESSABLE', `The coupon ${code} ${why}.`);
  if (now < coupon.validFrom) throw refuse(`cannot be used before ${day(coupon.validFrom)}`);
  if (now > coupon.validTo) throw refuse(`expired on ${day(coupon.validTo)}`);
  if (customerId === null) return coupon;
  if (coupon.isForNew && (await repo.customerHasOrder(db, customerId)))
    throw refuse('is for new customers only, and you have ordered before');
  if (coupon.oneTimeOnly && (await repo.customerHasOrder(db, customerId, code)))
    throw refuse('can be used only once, and you have already used it');
  return coupon;
}

/**
 * POST /api/customer/coupons/check: whether the coupon applies to the signed-in customer now. Its 404 and
 * 422 tell codes that exist from codes that do not, so failed checks are limited per customer and hour
 * (counted before the look-up, given back when the coupon applies); past the limit every code gets 429.
 */
export async function checkCoupon(
  db: Db,
  customerId: number,
  code: string,
  now: Date,
): Promise<TCouponCheckResponse> {
  const attempt = await throttle.countAttempt(
    db,
    [{ key: throttle.throttleKeys.couponCheck(customerId), max: throttle.FAILED_COUPON_CHECKS_PER_HOUR }],
    {
      now: now.getTime(),
      windowMs: throttle.HOUR_MS,
      message: 'Too many coupon codes tried. Try again later.',
    },
  );
  const coupon = await couponForCustomer(db, { code, customerId, now });
  await attempt.giveBack();
  return {
    code: coupon.code,
    discount_percentage: coupon.discountPercentage,
    valid_to: coupon.validTo.toISOString(),
  };
}

/**
 * Gives back the use a cancelled order made of its coupon, in the cancellation's transaction: the coupon's
 * count goes down by one, and (the cancelled order no longer counting) a one-time coupon applies to that
 * customer again. Returns the coupon's count now, or null when the coupon has been deleted since.
 */
export async function giveBackCouponUse(tx: DbOrTx, code: string): Promise<number | null> {
  return (await repo.takeCouponUse(tx, code))?.usageCount ?? null;
}
