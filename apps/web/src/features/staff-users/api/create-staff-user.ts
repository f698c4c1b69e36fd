import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZStaffUser, type TCreateStaffUserRequest, type TStaffUser } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { staffUserKeys } from '@/lib/query-keys';

/** POST /api/staff_users_create/: 201 the staff user; 400 field errors (a duplicate e-mail on `email`). */
export const createStaffUser = (body: TCreateStaffUserRequest): Promise<TStaffUser> =>
  api.post(API.staffUsersCreate, body, { schema: ZStaffUser });

export function useCreateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUserKeys.all }),
  });
}
