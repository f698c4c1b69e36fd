import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZClient, type TClient, type TSaveClientRequest } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys';

/** POST /api/save-clients/ (JSON, address as a JSON string): 201 the client; 400 field errors. */
export const createClient = (body: TSaveClientRequest): Promise<TClient> =>
  api.post(API.clientSave, body, { schema: ZClient });

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
  });
}
