import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZDeletedResponse } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { invalidateVoucherLists } from './invalidate';

import type { TDeletedResponse } from '@printhub/contract';

/** DELETE /api/delete-vouchers/?voucher_ids=1&voucher_ids=2: all or nothing; 409 {error} when a code was bought. */
export const deleteVouchers = (ids: readonly number[]): Promise<TDeletedResponse> =>
  api.delete(API.voucherDelete, { query: { voucher_ids: ids }, schema: ZDeletedResponse });

export function useDeleteVouchers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteVouchers, onSuccess: () => invalidateVoucherLists(queryClient) });
}
