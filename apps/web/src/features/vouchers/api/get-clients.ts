import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZClientList, type TClient } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { clientKeys } from '../query-keys';

/** GET /api/get-clients/: the client select of the voucher and upload dialogs. */
export const getClients = (signal?: AbortSignal): Promise<TClient[]> =>
  api.get(API.clients, { schema: ZClientList, signal });

export const clientsQueryOptions = () =>
  queryOptions({ queryKey: clientKeys.lists(), queryFn: ({ signal }) => getClients(signal) });

export const useClients = (enabled = true) => useQuery({ ...clientsQueryOptions(), enabled });
