import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZClientList, type TClient } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { clientKeys } from '../query-keys';

/** GET /api/get-clients/: every client company, newest joined_on first. */
export const getClients = (signal?: AbortSignal): Promise<TClient[]> =>
  api.get(API.clients, { schema: ZClientList, signal });

export const clientsQueryOptions = () =>
  queryOptions({ queryKey: clientKeys.lists(), queryFn: ({ signal }) => getClients(signal) });

export const useClients = () => useQuery(clientsQueryOptions());
