import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZPayment, type TPayment, type TRecordPaymentRequest } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** POST /api/all-orders/{id}/payments: a payment, or a refund (a negative amount with its reason). */
export const recordPayment = ({
  orderId,
  payment,
}: {
  orderId: number;
  payment: TRecordPaymentRequest;
}): Promise<TPayment> => api.post(API.orderPayments(orderId), payment, { schema: ZPayment });

/** A payment changes the order's paid amount and status, in its detail and every list: all are refreshed. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
