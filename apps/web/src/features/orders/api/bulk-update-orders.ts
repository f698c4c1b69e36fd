import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  API,
  ZBulkUpdateOrdersRequest,
  ZBulkUpdateOrdersResponse,
  type TBulkUpdateOrdersResponse,
  type TOrderStatus,
} from '@printhub/contract';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export interface BulkUpdateOrdersVariables {
  ids: number[];
  status: TOrderStatus;
}

/** POST /api/all-orders/bulk-update/: each order is moved (or refused) on its own. */
export const bulkUpdateOrders = (body: BulkUpdateOrdersVariables): Promise<TBulkUpdateOrdersResponse> =>
  api.post(API.ordersBulkUpdate, ZBulkUpdateOrdersRequest.parse(body), { schema: ZBulkUpdateOrdersResponse });

/** Every list and open order may have changed: all order queries are invalidated. */
export function useBulkUpdateOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateOrders,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
