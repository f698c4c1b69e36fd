import { AUDIT_RESOURCES, type TAuditResource } from '@printhub/contract';

import { LIST_ORDERINGS } from '@/lib/list-orderings';
import { parseListView, updateListParams, type ListView } from '@/lib/list-params';

import type { AuditQuery } from '@/components/audit-history/audit-entries';

/** Rows per page unless the URL says otherwise (one of the sizes every list offers). */
export const AUDIT_PAGE_SIZE = 25;

/** Page, rows per page and ordering: the shared list view (the log has no search). */
export const AUDIT_LIST_VIEW = { orderingFields: LIST_ORDERINGS.auditLog, defaultPageSize: AUDIT_PAGE_SIZE };

/**
 * The view of /audit_log, kept in the URL: the shared `page`, `page_size` and `ordering`, and the log's own
 * filters `?resource=&resource_id=&actor=&actor_name=&from=&to=`.
 */
export interface AuditListState extends Omit<ListView, 'q'> {
  resource?: TAuditResource;
  resourceId: string;
  actor?: number;
  /** The filtered actor's name, for the chip (the API filters by id). */
  actorName: string;
  from?: string;
  to?: string;
}

const isResource = (value: string | null): value is TAuditResource =>
  (AUDIT_RESOURCES as readonly string[]).includes(value ?? '');
const isDay = (value: string | null): value is string => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');

export function parseAuditListState(params: URLSearchParams): AuditListState {
  const { q: _q, ...view } = parseListView(params, AUDIT_LIST_VIEW);
  const resource = params.get('resource');
  const actor = Number(params.get('actor'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    ...view,
    resource: isResource(resource) ? resource : undefined,
    resourceId: (params.get('resource_id') ?? '').trim(),
    actor: Number.isInteger(actor) && actor > 0 ? actor : undefined,
    actorName: params.get('actor_name') ?? '',
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
  };
}

export type AuditListPatch = Partial<Omit<AuditListState, keyof ListView>>;

/** A changed filter, ordering or page size goes back to page 1. */
export function updateAuditListState(
  previous: URLSearchParams,
  patch: AuditListPatch & { page?: number; pageSize?: number; ordering?: string },
) {
  const filters: Record<string, string | null> = {};
  if ('resource' in patch) filters.resource = patch.resource ?? null;
  if ('resourceId' in patch) filters.resource_id = patch.resourceId?.trim() || null;
  if ('actor' in patch) filters.actor = patch.actor ? String(patch.actor) : null;
  if ('actorName' in patch) filters.actor_name = patch.actorName || null;
  if ('from' in patch) filters.from = patch.from ?? null;
  if ('to' in patch) filters.to = patch.to ?? null;
  return updateListParams(previous, {
    page: patch.page,
    pageSize: patch.pageSize,
    ordering: patch.ordering,
    defaultPageSize: AUDIT_PAGE_SIZE,
    filters,
  });
}

export function auditListQuery(state: AuditListState): AuditQuery {
  return {
    limit: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
    ...(state.ordering ? { ordering: state.ordering } : {}),
    ...(state.actor ? { actor: state.actor } : {}),
    ...(state.resource ? { resource: state.resource } : {}),
    ...(state.resourceId ? { resource_id: state.resourceId } : {}),
    ...(state.from ? { from_date: state.from } : {}),
    ...(state.to ? { to_date: state.to } : {}),
  };
}
