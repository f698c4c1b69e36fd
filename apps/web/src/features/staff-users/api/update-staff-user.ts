import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZStaffUser, type TStaffUser, type TUpdateStaffUserRequest } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { staffUserKeys } from '@/lib/query-keys';

/**
 * PATCH /api/staff_users/{id}/: name, e-mail, mobile or active. Deactivating signs them out everywhere at
 * once; an e-mail in use is a 400 on `email`.
 */
export const updateStaffUser = ({
  id,
  ...body
}: TUpdateStaffUserRequest & { id: number }): Promise<TStaffUser> =>
  api.patch(API.staffUser(id), body, { schema: ZStaffUser });

export function useUpdateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}

/** Deactivate or reactivate (the row action). */
export const useSetStaffUserActive = useUpdateStaffUser;
