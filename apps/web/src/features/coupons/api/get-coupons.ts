import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZCouponList, type TCoupon } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { couponKeys } from '../query-keys';

/** GET /coupon_app/api/coupons/: every coupon, newest first. */
export const getCoupons = (signal?: AbortSignal): Promise<TCoupon[]> =>
  api.get(API.coupons, { schema: ZCouponList, signal });

export const couponsQueryOptions = () =>
  queryOptions({ queryKey: couponKeys.list(), queryFn: ({ signal }) => getCoupons(signal) });

export const useCoupons = () => useQuery(couponsQueryOptions());
