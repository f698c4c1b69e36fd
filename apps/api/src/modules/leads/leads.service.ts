import { AppError } from '../../lib/app-error';
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

export async function listLeads(db: Db, q: TLeadListQuery) {
  const { rows, count } = await repo.listLeads(db, { ...q, search: q.query || undefined });
  return { count, results: rows.map(toLead) };
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
