import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZDeletedResponse } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { invalidateVoucherLists } from './invalidate';

import type { TDeletedResponse } from '@printhub/contract';

/**
 * DELETE /api/delete-voucher-codes/?voucher_code_ids=1&voucher_code_ids=2: single codes, their vouchers kept.
 * All or nothing; 409 {error} for a bought code, 422 {error} for every code of a voucher.
 */
export const deleteVoucherCodes = (ids: readonly number[]): Promise<TDeletedResponse> =>
  api.delete(API.voucherCodeDelete, { query: { voucher_code_ids: ids }, schema: ZDeletedResponse });

export function useDeleteVoucherCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoucherCodes,
    onSuccess: () => invalidateVoucherLists(queryClient),
  });
}
