import { AUDIT_RESOURCES, type TAuditResource } from '@printhub/contract';

import { parsePageParam, updateListParams } from '@/lib/list-params';

import type { AuditQuery } from '@/components/audit-history/audit-entries';

export const AUDIT_PAGE_SIZE = 20;

/** The filters of /audit_log, kept in the URL: ?resource=&resource_id=&actor=&actor_name=&from=&to=&page=. */
export interface AuditListState {
  page: number;
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
  const resource = params.get('resource');
  const actor = Number(params.get('actor'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    page: parsePageParam(params),
    resource: isResource(resource) ? resource : undefined,
    resourceId: (params.get('resource_id') ?? '').trim(),
    actor: Number.isInteger(actor) && actor > 0 ? actor : undefined,
    actorName: params.get('actor_name') ?? '',
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
  };
}

export type AuditListPatch = Partial<Omit<AuditListState, 'page'>>;

/** A changed filter goes back to page 1. */
export function updateAuditListState(previous: URLSearchParams, patch: AuditListPatch & { page?: number }) {
  const filters: Record<string, string | null> = {};
  if ('resource' in patch) filters.resource = patch.resource ?? null;
  if ('resourceId' in patch) filters.resource_id = patch.resourceId?.trim() || null;
  if ('actor' in patch) filters.actor = patch.actor ? String(patch.actor) : null;
  if ('actorName' in patch) filters.actor_name = patch.actorName || null;
  if ('from' in patch) filters.from = patch.from ?? null;
  if ('to' in patch) filters.to = patch.to ?? null;
  return updateListParams(previous, { page: patch.page, filters });
}

export function auditListQuery(state: AuditListState): AuditQuery {
  return {
    limit: AUDIT_PAGE_SIZE,
    offset: (state.page - 1) * AUDIT_PAGE_SIZE,
    ...(state.actor ? { actor: state.actor } : {}),
    ...(state.resource ? { resource: state.resource } : {}),
    ...(state.resourceId ? { resource_id: state.resourceId } : {}),
    ...(state.from ? { from_date: state.from } : {}),
    ...(state.to ? { to_date: state.to } : {}),
  };
}
