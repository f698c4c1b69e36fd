import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZCoupon, type TCoupon, type TSaveCouponRequest } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { couponKeys } from '../query-keys';

export interface UpdateCouponInput {
  id: number;
  body: TSaveCouponRequest;
}

/** PUT /coupon_app/api/coupons/{id}/ with the create payload: 200 the coupon (its usage count is kept). */
export const updateCoupon = ({ id, body }: UpdateCouponInput): Promise<TCoupon> =>
  api.put(API.coupon(id), body, { schema: ZCoupon });

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.list() }),
  });
}
