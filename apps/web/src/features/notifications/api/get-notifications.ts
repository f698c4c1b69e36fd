import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZNotificationPage } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { notificationKeys } from '../query-keys';

import type { TNotificationListParams, TNotificationPage } from '@printhub/contract';

/** GET /api/notifications/?limit=&offset=&query=&event=&status=: one page of the outbox, newest first. */
export const getNotifications = (
  query: TNotificationListParams,
  signal?: AbortSignal,
): Promise<TNotificationPage> =>
  api.get(API.notifications, { query: { ...query }, schema: ZNotificationPage, signal });

export const notificationsQueryOptions = (query: TNotificationListParams) =>
  queryOptions({
    queryKey: notificationKeys.list({ ...query }),
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (query: TNotificationListParams) =>
  useQuery(notificationsQueryOptions(query));
