import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZCustomer, type TCustomer } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { customerKeys } from '../query-keys';

/** GET /api/users/{id}/: one customer (404 for an unknown id). */
export const getCustomer = (id: number, signal?: AbortSignal): Promise<TCustomer> =>
  api.get(API.user(id), { schema: ZCustomer, signal });

export const customerQueryOptions = (id: number) =>
  queryOptions({ queryKey: customerKeys.detail(id), queryFn: ({ signal }) => getCustomer(id, signal) });

export const useCustomer = (id: number | null) =>
  useQuery({ ...customerQueryOptions(id ?? 0), enabled: id !== null });
