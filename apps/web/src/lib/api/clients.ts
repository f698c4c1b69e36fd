import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZClientList, type TClient } from '@printhub/contract';

import { api } from '../api-client';
import { clientKeys } from '../query-keys';

/**
 * GET /api/get-clients/: every client company, newest joined_on first. The client companies screen lists
 * them; the voucher and upload dialogs offer them in their client select.
 */
export const getClients = (signal?: AbortSignal): Promise<TClient[]> =>
  api.get(API.clients, { schema: ZClientList, signal });

export const clientsQueryOptions = () =>
  queryOptions({ queryKey: clientKeys.lists(), queryFn: ({ signal }) => getClients(signal) });

export const useClients = (enabled = true) => useQuery({ ...clientsQueryOptions(), enabled });
