import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { couponKeys } from '../query-keys';

/** DELETE /coupon_app/api/coupons/{id}/: 204. */
export const deleteCoupon = (id: number): Promise<void> => api.delete(API.coupon(id));

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.list() }),
  });
}
