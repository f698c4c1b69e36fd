import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZQrDeleteResponse } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { qrKeys } from '../query-keys';

import type { TQrDeleteResponse } from '@printhub/contract';

/** DELETE /api/delete-qr-codes/?qr_id=1&qr_id=2: all or nothing; 200 {deleted: [ids]}. */
export const deleteQrCodes = (ids: readonly number[]): Promise<TQrDeleteResponse> =>
  api.delete(API.qrDelete, { query: { qr_id: ids }, schema: ZQrDeleteResponse });

export function useDeleteQrCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQrCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrKeys.lists() }),
  });
}
