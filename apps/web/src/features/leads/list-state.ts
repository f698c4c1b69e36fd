import { dateRangeQuery, parseDateRangeParams, type DateRangeFilters } from '@/lib/list-date-range';
import { LIST_ORDERINGS } from '@/lib/list-orderings';
import { listViewQuery, parseChoiceParam, type ListView } from '@/lib/list-params';

export const LEAD_FILTERS = ['all', 'open', 'handled'] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];
export const LEAD_FILTER_LABELS: Record<LeadFilter, string> = {
  all: 'All',
  open: 'Open',
  handled: 'Handled',
};

/** Page, rows per page (the lists' default, 10), ordering and search: the shared list view. */
export const LEAD_LIST_VIEW = { orderingFields: LIST_ORDERINGS.leads };

/** The leads' own filters: `?status=open|handled` and the days received (`?from_date=&to_date=`). */
export interface LeadFilters extends DateRangeFilters {
  filter: LeadFilter;
}

/** What GET /api/contact_us/ is sent: `handled` only for Open (false) or Handled (true). */
export interface LeadListQuery {
  limit: number;
  offset: number;
  ordering?: string;
  query?: string;
  handled?: 'true' | 'false';
  from_date?: string;
  to_date?: string;
}

export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  return {
    filter: parseChoiceParam(params, 'status', LEAD_FILTERS) ?? 'all',
    ...parseDateRangeParams(params),
  };
}

/** The URL parameter of the All / Open / Handled choice (All: none). */
export const leadFilterParams = (filter: LeadFilter) => ({ status: filter === 'all' ? null : filter });

export function leadListQuery(view: ListView, { filter, ...days }: LeadFilters): LeadListQuery {
  return {
    ...listViewQuery(view),
    ...(filter === 'all' ? {} : { handled: filter === 'handled' ? 'true' : 'false' }),
    ...dateRangeQuery(days),
  };
}
