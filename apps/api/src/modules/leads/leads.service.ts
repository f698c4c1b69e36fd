import { AppError } from '../../lib/app-error';
import { dayRange } from '../../lib/time';
import * as repo from './leads.repository';

import type { Db } from '../../db/client';
import type { TLead, TLeadListQuery } from '@printhub/contract';

function toLead(row: repo.LeadRow): TLead {
  const l = row.lead;
  return {
    id: l.id,
    name: l.name,
    email: l.email,
    mobile: l.mobile,
    message: l.message,
    created_at: l.createdAt.toISOString(),
    handled: l.handledAt !== null,
    handled_at: l.handledAt?.toISOString() ?? null,
    handled_by_name: row.handledByName,
  };
}

type Page = { limit: number; offset: number };

const leadFilter = (q: TLeadListQuery): repo.LeadFilter => ({
  search: q.query || undefined,
  handled: q.handled,
  created: dayRange(q),
});

export async function listLeads(db: Db, q: TLeadListQuery, page: Page = q): Promise<TLead[]> {
  return (await repo.listLeadRows(db, leadFilter(q), { ...page, ordering: q.ordering })).map(toLead);
}

export async function pageLeads(db: Db, q: TLeadListQuery, page: Page = q) {
  const [results, count] = await Promise.all([listLeads(db, q, page), repo.countLeads(db, leadFilter(q))]);
  return { count, results };
}

/** Marking a lead handled records who did it and when; unmarking clears both. */
export async function setLeadHandled(
  db: Db,
  id: number,
  handled: boolean,
  accountId: number,
): Promise<TLead> {
  if (!(await repo.setLeadHandled(db, id, handled ? accountId : null)))
    throw new AppError('NOT_FOUND', 'Lead not found');
  return toLead((await repo.findLead(db, id))!);
}
