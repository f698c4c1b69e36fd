import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZOrder, type TOrder, type TOrderDetail, type TOrderStatus } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

export type OrderChange =
  | { status: TOrderStatus }
  | { assigned_user: number }
  | { due_at: string }
  | { status: 'cancelled'; cancel_reason: string };

/** The order object without what only the detail has (its timeline, pricing and payments): what PATCH /api/all-orders/{id}/ takes. */
export function orderPatchBody(order: TOrder | TOrderDetail, change: OrderChange): TOrder {
  const {
    history: _history,
    price_lines: _lines,
    gst_percentage: _gst,
    prices_include_gst: _included,
    payments: _payments,
    ...plain
  } = order as TOrderDetail;
  return { ...plain, ...change };
}

/** PATCH /api/all-orders/{id}/ with the whole order and the one change; 400 for a move the workflow forbids. */
export const updateOrder = ({ order, change }: { order: TOrder; change: OrderChange }): Promise<TOrder> =>
  api.patch(API.order(order.id), orderPatchBody(order, change), { schema: ZOrder });

/** A changed order changes its timeline and the lists it is (or was) in: every order query is invalidated. */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
