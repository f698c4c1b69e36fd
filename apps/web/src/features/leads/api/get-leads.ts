import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZLeadPage } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { leadKeys } from '../query-keys';

import type { LeadListQuery } from '../list-state';
import type { TLeadPage } from '@printhub/contract';

/** GET /api/contact_us/?limit=10&offset=&query=&handled=: one page of leads, newest first. */
export const getLeads = (query: LeadListQuery, signal?: AbortSignal): Promise<TLeadPage> =>
  api.get(API.leads, { query: { ...query }, schema: ZLeadPage, signal });

export const leadsQueryOptions = (query: LeadListQuery) =>
  queryOptions({
    queryKey: leadKeys.list({ ...query }),
    queryFn: ({ signal }) => getLeads(query, signal),
    placeholderData: keepPreviousData,
  });

export const useLeads = (query: LeadListQuery) => useQuery(leadsQueryOptions(query));
