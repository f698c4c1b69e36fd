import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZCustomer, type TCreateUserRequest, type TCustomer } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { customerKeys } from '../query-keys';

/** POST /api/users/: 201 the new customer; 400 field errors (a duplicate e-mail on `email`). */
export const createCustomer = (body: TCreateUserRequest): Promise<TCustomer> =>
  api.post(API.users, body, { schema: ZCustomer });

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
  });
}
