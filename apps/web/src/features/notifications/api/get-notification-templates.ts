import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZNotificationTemplateList, type TNotificationTemplate } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { notificationKeys } from '../query-keys';

/** GET /api/notification-templates/: every event's template (the default until one is saved). */
export const getNotificationTemplates = (signal?: AbortSignal): Promise<TNotificationTemplate[]> =>
  api.get(API.notificationTemplates, { schema: ZNotificationTemplateList, signal });

export const notificationTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.templates(),
    queryFn: ({ signal }) => getNotificationTemplates(signal),
  });

export const useNotificationTemplates = () => useQuery(notificationTemplatesQueryOptions());
