import dayjs, { type Dayjs } from 'dayjs';

import {
  COUPON_FORM_REQUIRED,
  REQUIRED_MESSAGE,
  type TCoupon,
  type TSaveCouponRequest,
} from '@printhub/contract';

import { datePart } from '@/lib/format';

import type { FieldErrors, Resolver } from 'react-hook-form';

type Flag = 'true' | 'false';

/** What the coupon form holds: the radios as 'true'/'false', the dates as Dayjs (a half-typed one is kept). */
export interface CouponFormValues {
  name: string;
  code: string;
  discount_percentage: string;
  valid_from: Dayjs | null;
  valid_to: Dayjs | null;
  one_time_only: Flag;
  isfornew: Flag;
}

/** A new coupon: multi-time use, for all users (the server's defaults too). */
export const EMPTY_COUPON_FORM: CouponFormValues = {
  name: '',
  code: '',
  discount_percentage: '',
  valid_from: null,
  valid_to: null,
  one_time_only: 'false',
  isfornew: 'false',
};

const flag = (value: boolean): Flag => (value ? 'true' : 'false');

/** Edit puts the coupon into the form (the dates by their calendar day). */
export const couponFormValuesFrom = (coupon: TCoupon): CouponFormValues => ({
  name: coupon.name,
  code: coupon.code,
  discount_percentage: String(coupon.discount_percentage),
  valid_from: dayjs(datePart(coupon.valid_from)),
  valid_to: dayjs(datePart(coupon.valid_to)),
  one_time_only: flag(coupon.one_time_only),
  isfornew: flag(coupon.isfornew),
});

type RequiredField = (typeof COUPON_FORM_REQUIRED)[number];

const isFilled = (value: CouponFormValues[RequiredField]): boolean =>
  typeof value === 'string' ? value.trim() !== '' : value !== null && value.isValid();

/** Only emptiness is checked here (a half-typed date counts as empty); the server checks the rest. */
export const emptyCouponFields = (values: CouponFormValues): RequiredField[] =>
  COUPON_FORM_REQUIRED.filter((field) => !isFilled(values[field]));

export const couponFormResolver: Resolver<CouponFormValues> = (values) => {
  const empty = emptyCouponFields(values);
  if (empty.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    empty.map((field) => [field, { type: 'required', message: REQUIRED_MESSAGE }]),
  ) as FieldErrors<CouponFormValues>;
  return { values: {}, errors };
};

/** The dates at midnight ('YYYY-MM-DDT00:00'); the code as typed (the server capitalises it). */
const midnight = (date: Dayjs | null): string => `${date?.format('YYYY-MM-DD') ?? ''}T00:00`;

/** The POST and PUT payload. New coupons start at usage_count 0; on PUT the server keeps its own count. */
export const saveCouponRequest = (values: CouponFormValues): TSaveCouponRequest => ({
  name: values.name.trim(),
  code: values.code.trim(),
  discount_percentage: Number(values.discount_percentage),
  valid_from: midnight(values.valid_from),
  valid_to: midnight(values.valid_to),
  one_time_only: values.one_time_only === 'true',
  isfornew: values.isfornew === 'true',
  usage_count: 0,
});

/** The fields a 400 response may name. */
export const COUPON_SERVER_FIELDS = [
  'name',
  'code',
  'discount_percentage',
  'valid_from',
  'valid_to',
  'one_time_only',
  'isfornew',
] as const;
