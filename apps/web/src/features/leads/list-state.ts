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
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    q: (params.get('q') ?? '').trim(),
    filter: isFilter(status) ? status : 'all',
  };
}

/** A changed search or filter goes back to page 1. */
export function updateLeadListState(
  previous: URLSearchParams,
  patch: Partial<LeadListState>,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  if (patch.q !== undefined) {
    if (patch.q) next.set('q', patch.q);
    else next.delete('q');
    next.delete('page');
  }
  if (patch.filter !== undefined) {
    if (patch.filter === 'all') next.delete('status');
    else next.set('status', patch.filter);
    next.delete('page');
  }
  if (patch.page !== undefined) {
    if (patch.page > 1) next.set('page', String(patch.page));
    else next.delete('page');
  }
  return next;
}

export function leadListQuery({ page, q, filter }: LeadListState): LeadListQuery {
  return {
    limit: LEAD_PAGE_SIZE,
    offset: (page - 1) * LEAD_PAGE_SIZE,
    ...(q ? { query: q } : {}),
    ...(filter === 'all' ? {} : { handled: filter === 'handled' ? 'true' : 'false' }),
  };
}
