import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  API,
  ZWebhook,
  ZWebhookTestResponse,
  ZWebhookWithSecret,
  type TCreateWebhookRequest,
} from '@printhub/contract';

import { api } from '@/lib/api-client';

import { webhookKeys } from '../query-keys';

/** Every mutation refreshes the endpoints and their logs. */
function useWebhookMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** POST /api/webhooks/: 201 the endpoint and its secret (shown this once). */
export const useCreateWebhook = () =>
  useWebhookMutation((body: TCreateWebhookRequest) =>
    api.post(API.webhooks, body, { schema: ZWebhookWithSecret }),
  );

/** PATCH /api/webhooks/{id}/. */
export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, body }: { id: number; body: TCreateWebhookRequest }) =>
    api.patch(API.webhook(id), body, { schema: ZWebhook }),
  );

/** DELETE /api/webhooks/{id}/: 204, its log with it. */
export const useDeleteWebhook = () => useWebhookMutation((id: number) => api.delete<void>(API.webhook(id)));

/** POST /api/webhooks/{id}/rotate-secret: the new secret (the previous one signs too for a day). */
export const useRotateSecret = () =>
  useWebhookMutation((id: number) =>
    api.post(API.webhookRotateSecret(id), undefined, { schema: ZWebhookWithSecret }),
  );

/** POST /api/webhooks/{id}/test: 202, the test event queued. */
export const useSendTestEvent = () =>
  useWebhookMutation((id: number) =>
    api.post(API.webhookTest(id), undefined, { schema: ZWebhookTestResponse }),
  );
