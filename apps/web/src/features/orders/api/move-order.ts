import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZOrder, type TOrder, type TProductionBoard, type TProductionStatus } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

import { moveCard } from '../board';

export type OrderMove = { id: number; status: TProductionStatus };

/** PATCH /api/all-orders/{id}/ with only the new status: the same workflow as every other move. */
export const moveOrder = ({ id, status }: OrderMove): Promise<TOrder> =>
  api.patch(API.order(id), { id, status }, { schema: ZOrder });

/**
 * A move from the board: the card goes to its new column at once; a refused move puts the board back as
 * it was (`onRefused` says why). Every order query is asked again afterwards.
 */
export function useMoveOrder(onRefused: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const boardKey = orderKeys.production({});
  return useMutation({
    mutationFn: moveOrder,
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: boardKey, exact: true });
      const before = queryClient.getQueryData<TProductionBoard>(boardKey);
      if (before) queryClient.setQueryData(boardKey, moveCard(before, move.id, move.status));
      return { before };
    },
    onError: (error, _move, context) => {
      if (context?.before) queryClient.setQueryData(boardKey, context.before);
      onRefused(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
