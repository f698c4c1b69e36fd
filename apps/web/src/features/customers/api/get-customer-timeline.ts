import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZTimelinePage, type TTimelinePage } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { customerKeys } from '../query-keys';

export const CUSTOMER_TIMELINE_PAGE_SIZE = 10;

const pageQuery = (page: number) => ({
  limit: CUSTOMER_TIMELINE_PAGE_SIZE,
  offset: (page - 1) * CUSTOMER_TIMELINE_PAGE_SIZE,
});

/** GET /api/users/{id}/timeline/?limit=10&offset=: a page of the customer's history, newest first. */
export const getCustomerTimeline = (
  customerId: number,
  page: number,
  signal?: AbortSignal,
): Promise<TTimelinePage> =>
  api.get(API.userTimeline(customerId), { query: pageQuery(page), schema: ZTimelinePage, signal });

/** Under the customer's keys, so the screen's refresh reloads it with the rest. */
export const customerTimelineQueryOptions = (customerId: number, page: number) =>
  queryOptions({
    queryKey: customerKeys.timeline(customerId, pageQuery(page)),
    queryFn: ({ signal }) => getCustomerTimeline(customerId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomerTimeline = (customerId: number, page: number) =>
  useQuery(customerTimelineQueryOptions(customerId, page));
