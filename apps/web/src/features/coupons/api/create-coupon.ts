import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZCoupon, type TCoupon, type TSaveCouponRequest } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { couponKeys } from '../query-keys';

/** POST /coupon_app/api/coupons/: 201 the coupon; 400 field errors (range, dates, a code already used). */
export const createCoupon = (body: TSaveCouponRequest): Promise<TCoupon> =>
  api.post(API.coupons, body, { schema: ZCoupon });

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.list() }),
  });
}
