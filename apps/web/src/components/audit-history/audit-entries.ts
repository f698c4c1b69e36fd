import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZAuditPage, type TAuditPage } from '@printhub/contract';

import { api } from '@/lib/api-client';

/** What GET /api/audit-log/ is sent (every filter optional). */
export interface AuditQuery {
  limit: number;
  offset: number;
  /** `field` or `-field` (the contract's AUDIT_ORDERING_FIELDS); newest first without one. */
  ordering?: string;
  actor?: number;
  resource?: string;
  resource_id?: string;
  from_date?: string;
  to_date?: string;
}

export const auditKeys = {
  all: ['audit-log'] as const,
  list: (query: Readonly<Record<string, unknown>>) => [...auditKeys.all, 'list', query] as const,
};

/** GET /api/audit-log/: a page of entries, newest first unless ordered otherwise. */
export const getAuditEntries = (query: AuditQuery, signal?: AbortSignal): Promise<TAuditPage> =>
  api.get(API.auditLog, { query: { ...query }, schema: ZAuditPage, signal });

/** Always fetched afresh when shown: a change made a moment ago must be there. */
export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.list({ ...query }),
    queryFn: ({ signal }) => getAuditEntries(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useAuditEntries = (query: AuditQuery) => useQuery(auditQueryOptions(query));
