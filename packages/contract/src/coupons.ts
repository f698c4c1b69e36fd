import { z } from 'zod';

import { DATE_RANGE_MESSAGE, isDateInRange, requiredText, ZSearchQuery } from './common';
import { REQUIRED_MESSAGE } from './errors';
import { COUPON_ORDERING_FIELDS } from './list-orderings';
import { checkDateRange, DATE_RANGE_ERROR, orderingParam, ZListDateRange, ZOptionalPageQuery } from './lists';

/** A coupon. Expired means valid_to is earlier than now. */
export const ZCoupon = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  discount_percentage: z.number(),
  valid_from: z.string(),
  valid_to: z.string(),
  one_time_only: z.boolean(),
  isfornew: z.boolean(),
  usage_count: z.number().int(),
});
export type TCoupon = z.infer<typeof ZCoupon>;
export const ZCouponList = z.array(ZCoupon);

export const COUPON_DEFAULT_ORDERING = '-created_at';

/**
 * GET /coupon_app/api/coupons/: the bare array without `limit`, a page with it; `query` matches the name or
 * the code, `from_date`/`to_date` the days a coupon is valid on (any overlap).
 */
export const ZCouponListQuery = ZOptionalPageQuery.extend({
  query: ZSearchQuery.optional(),
  ordering: orderingParam(COUPON_ORDERING_FIELDS, COUPON_DEFAULT_ORDERING),
  ...ZListDateRange,
}).refine(checkDateRange, DATE_RANGE_ERROR);
export type TCouponListQuery = z.infer<typeof ZCouponListQuery>;

export const isCouponExpired = (coupon: Pick<TCoupon, 'valid_to'>, now = new Date()): boolean =>
  new Date(coupon.valid_to).getTime() < now.getTime();

/** 'YYYY-MM-DDT00:00' as the screen sends, or any ISO date-time; read as UTC without a zone. */
const ZCouponDate = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: REQUIRED_MESSAGE })
  .refine((s) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(s), {
    error: 'Invalid Date Format',
  })
  .transform((s, ctx) => {
    const zoned = /T.*(Z|[+-]\d{2}:?\d{2})$/.test(s) ? s : `${s.length === 10 ? `${s}T00:00` : s}Z`;
    const date = new Date(zoned);
    if (isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Invalid Date Format' });
      return z.NEVER;
    }
    if (!isDateInRange(date)) {
      ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE });
      return z.NEVER;
    }
    return date.toISOString();
  });

/**
 * POST /coupon_app/api/coupons/ and PUT …/{id}/. The server stores the code in capitals and
 * refuses a discount outside 1–100, an end before the start, and a code another coupon has.
 */
export const ZSaveCouponRequest = z
  .object({
    name: requiredText(100),
    code: requiredText(40)
      .pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, { error: 'Use only letters, digits, - and _' }))
      .transform((s) => s.toUpperCase()),
    discount_percentage: z.coerce
      .number({ error: 'Must be a number' })
      .min(1, { error: 'Must be between 1 and 100' })
      .max(100, { error: 'Must be between 1 and 100' }),
    valid_from: ZCouponDate,
    valid_to: ZCouponDate,
    one_time_only: z.boolean({ error: 'Must be true or false' }).default(false),
    isfornew: z.boolean({ error: 'Must be true or false' }).default(false),
    /** New coupons start at 0; the server keeps its own count on update. */
    usage_count: z.number().int().min(0).optional(),
  })
  .refine((c) => c.valid_to >= c.valid_from, {
    error: 'The end date must not be before the start date',
    path: ['valid_to'],
    // p.value is whatever was sent (null, a string…) when the object itself was refused.
    when: (p) => {
      const v = p.value as { valid_from?: unknown; valid_to?: unknown } | null | undefined;
      return typeof v?.valid_from === 'string' && typeof v?.valid_to === 'string';
    },
  });
export type TSaveCouponRequest = z.input<typeof ZSaveCouponRequest>;

/** The coupon form: every field non-empty, nothing else checked on the client. */
export const COUPON_FORM_REQUIRED = [
  'name',
  'code',
  'valid_from',
  'valid_to',
  'discount_percentage',
] as const;
export const COUPON_FORM_INCOMPLETE = 'Please enter the values correctly';
