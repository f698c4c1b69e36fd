import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZStaffUser, type TStaffUser } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { staffUserKeys } from '../query-keys';

/** PATCH /api/staff_users/{id}/ {is_active}: deactivating signs them out everywhere at once. */
export const setStaffUserActive = ({
  id,
  is_active,
}: {
  id: number;
  is_active: boolean;
}): Promise<TStaffUser> => api.patch(API.staffUser(id), { is_active }, { schema: ZStaffUser });

export function useSetStaffUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}
