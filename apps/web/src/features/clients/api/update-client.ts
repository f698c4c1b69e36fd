import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZClient, type TClient, type TSaveClientRequest } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { clientKeys, voucherKeys } from '@/lib/query-keys';

export interface UpdateClientInput {
  id: number;
  body: TSaveClientRequest;
}

/** POST /api/update-clients/?client_id=N (the save payload): 200 the client; 400 field errors; 404. */
export const updateClient = ({ id, body }: UpdateClientInput): Promise<TClient> =>
  api.post(API.clientUpdate, body, { query: { client_id: id }, schema: ZClient });

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    // A renamed client shows under its new name in the voucher lists too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: voucherKeys.all }),
      ]),
  });
}
