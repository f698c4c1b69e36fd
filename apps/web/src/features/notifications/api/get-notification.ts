import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZNotificationDetail, type TNotificationDetail } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { notificationKeys } from '../query-keys';

/** GET /api/notifications/{id}: one message with its sender, plain text and HTML, as it was sent. */
export const getNotification = (id: number, signal?: AbortSignal): Promise<TNotificationDetail> =>
  api.get(API.notification(id), { schema: ZNotificationDetail, signal });

export const notificationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: notificationKeys.detail(id),
    queryFn: ({ signal }) => getNotification(id, signal),
  });

export const useNotification = (id: number) => useQuery(notificationQueryOptions(id));
