import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZDeletedResponse } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { clientKeys, voucherKeys } from '@/lib/query-keys';

import type { TDeletedResponse } from '@printhub/contract';

/**
 * DELETE /api/delete-clients/?client_id=1&client_id=2: the clients and their vouchers, all or nothing;
 * 409 {error} when a user bought one of their vouchers.
 */
export const deleteClients = (ids: readonly number[]): Promise<TDeletedResponse> =>
  api.delete(API.clientDelete, { query: { client_id: ids }, schema: ZDeletedResponse });

export function useDeleteClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClients,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: voucherKeys.all }),
      ]),
  });
}
