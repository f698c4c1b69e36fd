import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { API, ZWebhookDeliveryPage, ZWebhookPage } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { webhookKeys } from '../query-keys';

/** GET /api/webhooks/: the endpoints, newest first (a shop has a handful: the first 100). */
export const useWebhooks = () =>
  useQuery({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => api.get(API.webhooks, { query: { limit: 100 }, schema: ZWebhookPage, signal }),
  });

/** GET /api/webhooks/{id}/deliveries: a page of the endpoint's tries, the latest first. */
export const useDeliveries = (id: number, page: { limit: number; offset: number }) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: ({ signal }) =>
      api.get(API.webhookDeliveries(id), { query: { ...page }, schema: ZWebhookDeliveryPage, signal }),
    placeholderData: keepPreviousData,
    // While a try waits (a test event just queued, a retry due), the log follows it.
    refetchInterval: (query) =>
      query.state.data?.results.some((d) => d.status === 'pending') ? 2000 : false,
  });
