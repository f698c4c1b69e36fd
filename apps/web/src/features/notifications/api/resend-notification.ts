import { useMutation, useQueryClient } from '@tanstack/react-query';

import { API, ZNotification, type TNotification } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { notificationKeys } from '../query-keys';

/** POST /api/notifications/{id}/resend: the message is queued to be sent again. */
export const resendNotification = (id: number): Promise<TNotification> =>
  api.post(API.notificationResend(id), undefined, { schema: ZNotification });

export function useResendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendNotification,
    onSuccess: (_, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.detail(id) }),
      ]),
  });
}
