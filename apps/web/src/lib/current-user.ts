import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZCurrentUser, type TCurrentUser } from '@printhub/contract';

import { api } from './api-client';
import { isStoredSuperuser } from './auth-storage';

export const getCurrentUser = (): Promise<TCurrentUser> => api.get(API.profile, { schema: ZCurrentUser });

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['current-user'], queryFn: getCurrentUser, staleTime: 5 * 60_000 });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

/** Whether a super admin is signed in: the profile's answer, or the role stored at sign-in until it comes. */
export const useIsSuperuser = (): boolean => useCurrentUser().data?.is_superuser ?? isStoredSuperuser();
