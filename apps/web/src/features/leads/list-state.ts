import { parsePageParam, parseSearchParam, updateListParams } from '@/lib/list-params';

export const LEAD_PAGE_SIZE = 10;

export const LEAD_FILTERS = ['all', 'open', 'handled'] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];
export const LEAD_FILTER_LABELS: Record<LeadFilter, string> = {
  all: 'All',
  open: 'Open',
  handled: 'Handled',
};

export interface LeadListState {
  /** 1-based. */
  page: number;
  q: string;
  filter: LeadFilter;
}

/** What GET /api/contact_us/ is sent: `handled` only for Open (false) or Handled (true). */
export interface LeadListQuery {
  limit: number;
  offset: number;
  query?: string;
  handled?: 'true' | 'false';
}

const isFilter = (value: string | null): value is LeadFilter =>
  (LEAD_FILTERS as readonly string[]).includes(value ?? '');

/** `?q=…&status=open&page=2`: the list state lives in the URL. */
export function parseLeadListState(params: URLSearchParams): LeadListState {
  const status = params.get('status');
  return {
    page: parsePageParam(params),
    q: parseSearchParam(params),
    filter: isFilter(status) ? status : 'all',
  };
}

/** A changed search or filter goes back to page 1. */
export function updateLeadListState(
  previous: URLSearchParams,
  patch: Partial<LeadListState>,
): URLSearchParams {
  const { filter, ...rest } = patch;
  const filters: Record<string, string | null> =
    filter === undefined ? {} : { status: filter === 'all' ? null : filter };
  return updateListParams(previous, { ...rest, filters });
}

export function leadListQuery({ page, q, filter }: LeadListState): LeadListQuery {
  return {
    limit: LEAD_PAGE_SIZE,
    offset: (page - 1) * LEAD_PAGE_SIZE,
    ...(q ? { query: q } : {}),
    ...(filter === 'all' ? {} : { handled: filter === 'handled' ? 'true' : 'false' }),
  };
}
