import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  API,
  ZBulkUpdateOrdersRequest,
  ZBulkUpdateOrdersResponse,
  type TBulkUpdateOrdersRequest,
  type TBulkUpdateOrdersResponse,
} from '@printhub/contract';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** POST /api/all-orders/bulk-update/: each order is moved and/or assigned (or refused) on its own. */
export const bulkUpdateOrders = (body: TBulkUpdateOrdersRequest): Promise<TBulkUpdateOrdersResponse> =>
  api.post(API.ordersBulkUpdate, ZBulkUpdateOrdersRequest.parse(body), { schema: ZBulkUpdateOrdersResponse });

/** Every list and open order may have changed: all order queries are invalidated. */
export function useBulkUpdateOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateOrders,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
