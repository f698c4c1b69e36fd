import { useMutation } from '@tanstack/react-query';

import {
  API,
  ZDetailResponse,
  type TDetailResponse,
  type TSetCustomerPasswordRequest,
} from '@printhub/contract';

import { api } from '@/lib/api-client';

/**
 * POST /api/users/{id}/password: sets the password of a customer made here (who has none), or resets it;
 * the customer's sessions end. 400 on `new_password` for a short or common password.
 */
export const setCustomerPassword = ({
  customerId,
  ...body
}: TSetCustomerPasswordRequest & { customerId: number }): Promise<TDetailResponse> =>
  api.post(API.userPassword(customerId), body, { schema: ZDetailResponse });

export function useSetCustomerPassword() {
  return useMutation({ mutationFn: setCustomerPassword });
}
