import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { API, ZPaginated, ZStaffUser, type TStaffUser } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { staffUserKeys } from '@/lib/query-keys';

import type { TStaffUserPageQuery } from '../list-state';

const ZStaffUsers = z.array(ZStaffUser);
const ZStaffUserPage = ZPaginated(ZStaffUser);
export type TStaffUserPage = z.infer<typeof ZStaffUserPage>;

/** GET /api/staff_users/: every staff user (active and deactivated), newest first. */
export const getStaffUsers = (signal?: AbortSignal): Promise<TStaffUser[]> =>
  api.get(API.staffUsers, { schema: ZStaffUsers, signal });

export const staffUsersQueryOptions = () =>
  queryOptions({ queryKey: staffUserKeys.list(), queryFn: ({ signal }) => getStaffUsers(signal) });

/** Every staff user (a staff user's orders page finds its heading there). */
export const useStaffUsers = () => useQuery(staffUsersQueryOptions());

/** GET /api/staff_users/?limit=&offset=&ordering=&query=&from_date=&to_date=: one page of the list. */
export const getStaffUserPage = (query: TStaffUserPageQuery, signal?: AbortSignal): Promise<TStaffUserPage> =>
  api.get(API.staffUsers, { query: { ...query }, schema: ZStaffUserPage, signal });

export const staffUserPageQueryOptions = (query: TStaffUserPageQuery) =>
  queryOptions({
    queryKey: staffUserKeys.page({ ...query }),
    queryFn: ({ signal }) => getStaffUserPage(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffUserPage = (query: TStaffUserPageQuery) => useQuery(staffUserPageQueryOptions(query));
