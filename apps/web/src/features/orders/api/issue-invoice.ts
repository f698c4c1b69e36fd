import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZOrder, type TOrder } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** POST /api/all-orders/{id}/invoice: a super admin gives the order its invoice number before delivery. */
export const issueInvoice = (orderId: number): Promise<TOrder> =>
  api.post(API.orderInvoice(orderId), undefined, { schema: ZOrder });

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
