import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZCurrentUser, type TCurrentUser } from '@printhub/contract';

import { api } from './api-client';

export const getCurrentUser = (): Promise<TCurrentUser> => api.get(API.profile, { schema: ZCurrentUser });

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['current-user'], queryFn: getCurrentUser, staleTime: 5 * 60_000 });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
