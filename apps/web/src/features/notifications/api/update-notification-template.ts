import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  API,
  ZNotificationTemplate,
  type TMailEvent,
  type TNotificationTemplate,
  type TNotificationTemplateRequest,
} from '@printhub/contract';

import { api } from '@/lib/api-client';

import { notificationKeys } from '../query-keys';

export interface UpdateTemplateVariables {
  event: TMailEvent;
  values: TNotificationTemplateRequest;
}

/** PUT /api/notification-templates/{event} {subject, body}: an unknown placeholder is a 400 on its field. */
export const updateNotificationTemplate = ({
  event,
  values,
}: UpdateTemplateVariables): Promise<TNotificationTemplate> =>
  api.put(API.notificationTemplate(event), values, { schema: ZNotificationTemplate });

export function useUpdateNotificationTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationTemplate,
    onSuccess: (saved) =>
      queryClient.setQueryData<TNotificationTemplate[]>(notificationKeys.templates(), (templates) =>
        templates?.map((template) => (template.event === saved.event ? saved : template)),
      ),
  });
}
