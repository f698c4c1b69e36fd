import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZTimelinePage, type TTimelinePage } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { customerKeys } from '../query-keys';

export const USER_TIMELINE_PAGE_SIZE = 10;

const pageQuery = (page: number) => ({
  limit: USER_TIMELINE_PAGE_SIZE,
  offset: (page - 1) * USER_TIMELINE_PAGE_SIZE,
});

/** GET /api/users/{id}/timeline/?limit=10&offset=: a page of the customer's history, newest first. */
export const getUserTimeline = (userId: number, page: number, signal?: AbortSignal): Promise<TTimelinePage> =>
  api.get(API.userTimeline(userId), { query: pageQuery(page), schema: ZTimelinePage, signal });

/** Under the user's keys, so the screen's refresh reloads it with the rest. */
export const userTimelineQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: customerKeys.timeline(userId, pageQuery(page)),
    queryFn: ({ signal }) => getUserTimeline(userId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useUserTimeline = (userId: number, page: number) =>
  useQuery(userTimelineQueryOptions(userId, page));
