import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZClient, ZPaginated, type TClient } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys';

import type { ClientListQuery } from '../list-state';

const ZClientPage = ZPaginated(ZClient);

export interface ClientPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: TClient[];
}

/** GET /api/get-clients/?limit=&offset=…: one page of client companies, sorted and filtered by the server. */
export const getClientPage = (query: ClientListQuery, signal?: AbortSignal): Promise<ClientPage> =>
  api.get(API.clients, { query, schema: ZClientPage, signal });

export const clientPageQueryOptions = (query: ClientListQuery) =>
  queryOptions({
    queryKey: clientKeys.page(query),
    queryFn: ({ signal }) => getClientPage(query, signal),
    placeholderData: keepPreviousData,
  });

export const useClientPage = (query: ClientListQuery) => useQuery(clientPageQueryOptions(query));
