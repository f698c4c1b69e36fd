import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZLead, type TLead } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { leadKeys } from '../query-keys';

/** PATCH /api/contact_us/{id}/ {handled}: mark handled or reopen. */
export const setLeadHandled = ({ id, handled }: { id: number; handled: boolean }): Promise<TLead> =>
  api.patch(API.lead(id), { handled }, { schema: ZLead });

export function useSetLeadHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeadHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
  });
}
