import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZVoucherInfo, type TUpdateVoucherRequest, type TVoucherInfo } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { invalidateVoucherLists } from './invalidate';

/**
 * PUT /api/save-voucher/ (JSON): 200 the voucher; 400 field errors; 409 a taken code, or a bought code
 * left out of a multiple voucher's list.
 */
export const updateVoucher = (body: TUpdateVoucherRequest): Promise<TVoucherInfo> =>
  api.put(API.voucherSave, body, { schema: ZVoucherInfo });

export function useUpdateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateVoucher, onSuccess: () => invalidateVoucherLists(queryClient) });
}
