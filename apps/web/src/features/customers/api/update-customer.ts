import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZCustomer, type TCustomer, type TUpdateUserRequest } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { customerKeys } from '../query-keys';

/** PATCH /api/users/{id}/: 200 the customer with their new GSTIN ('' removes it); 400 on `gstin`. */
export const updateCustomer = ({
  customerId,
  ...body
}: TUpdateUserRequest & { customerId: number }): Promise<TCustomer> =>
  api.patch(API.user(customerId), body, { schema: ZCustomer });

/** The customer's detail takes the answer at once; the Users list (which shows no GSTIN) is left alone. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (customer) => queryClient.setQueryData(customerKeys.detail(customer.id), customer),
  });
}
