import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { API, ZStaffUser, type TStaffUser } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { staffUserKeys } from '../query-keys';

const ZStaffUsers = z.array(ZStaffUser);

/** GET /api/staff_users/: every staff user (active and deactivated), newest first. */
export const getStaffUsers = (signal?: AbortSignal): Promise<TStaffUser[]> =>
  api.get(API.staffUsers, { schema: ZStaffUsers, signal });

export const staffUsersQueryOptions = () =>
  queryOptions({ queryKey: staffUserKeys.list(), queryFn: ({ signal }) => getStaffUsers(signal) });

export const useStaffUsers = () => useQuery(staffUsersQueryOptions());
