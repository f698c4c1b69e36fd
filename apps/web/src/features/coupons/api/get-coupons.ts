import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZCoupon, ZPaginated } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { couponKeys } from '../query-keys';

import type { CouponListQuery } from '../list-state';
import type { z } from 'zod';

const ZCouponPage = ZPaginated(ZCoupon);
export type TCouponPage = z.infer<typeof ZCouponPage>;

/** GET /coupon_app/api/coupons/?limit=&offset=…: one page of coupons (newest first by default). */
export const getCoupons = (query: CouponListQuery, signal?: AbortSignal): Promise<TCouponPage> =>
  api.get(API.coupons, { query: { ...query }, schema: ZCouponPage, signal });

export const couponsQueryOptions = (query: CouponListQuery) =>
  queryOptions({
    queryKey: couponKeys.list({ ...query }),
    queryFn: ({ signal }) => getCoupons(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCoupons = (query: CouponListQuery) => useQuery(couponsQueryOptions(query));
