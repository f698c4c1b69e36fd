import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { API, ZStaffUserOption } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { staffUserKeys } from '@/lib/query-keys';

import type { TStaffUserOption } from '@printhub/contract';

const ZStaffUserOptions = z.array(ZStaffUserOption);

/** GET /api/staff_users/: the active staff users, for the assignment select (super admin). */
export const getStaffUsers = (signal?: AbortSignal): Promise<TStaffUserOption[]> =>
  api.get(API.staffUsers, { query: { is_active: 'true' }, schema: ZStaffUserOptions, signal });

export const staffUsersQueryOptions = () =>
  queryOptions({ queryKey: staffUserKeys.options(), queryFn: ({ signal }) => getStaffUsers(signal) });

export const useStaffUserOptions = (enabled: boolean) => useQuery({ ...staffUsersQueryOptions(), enabled });
