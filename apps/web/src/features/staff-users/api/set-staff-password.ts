import { useMutation } from '@tanstack/react-query';

import {
  API,
  ZDetailResponse,
  type TDetailResponse,
  type TSetStaffPasswordRequest,
} from '@printhub/contract';

import { api } from '@/lib/api-client';

/** POST /api/staff_users/{id}/password: resets a staff user's password; every session of theirs ends. */
export const setStaffPassword = ({
  id,
  ...body
}: TSetStaffPasswordRequest & { id: number }): Promise<TDetailResponse> =>
  api.post(API.staffUserPassword(id), body, { schema: ZDetailResponse });

export function useSetStaffPassword() {
  return useMutation({ mutationFn: setStaffPassword });
}
