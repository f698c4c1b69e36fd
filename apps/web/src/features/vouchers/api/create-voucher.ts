import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZVoucherInfo, type TCreateVoucherRequest, type TVoucherInfo } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { invalidateVoucherLists } from './invalidate';

/** POST /api/save-voucher/ (JSON, image as base64): 201 the voucher; 400 field errors; 409 a taken code. */
export const createVoucher = (body: TCreateVoucherRequest): Promise<TVoucherInfo> =>
  api.post(API.voucherSave, body, { schema: ZVoucherInfo });

export function useCreateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVoucher, onSuccess: () => invalidateVoucherLists(queryClient) });
}
