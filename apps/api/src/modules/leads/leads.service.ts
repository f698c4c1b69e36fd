import { AppError } from '../../lib/app-error';
import { filteredList } from '../../lib/list-service';
import { searchDaysFilter } from '../../lib/lists';
import { recordChange, type Actor } from '../audit-log/audit-log.service';
import * as repo from './leads.repository';

import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
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

/** The leads the filters select, in the query's ordering, and their count. */
export const leadList = filteredList({
  filter: (q: TLeadListQuery, clock: Clock): repo.LeadFilter => ({
    ...searchDaysFilter(q, clock.timeZone),
    handled: q.handled,
  }),
  rows: repo.listLeadRows,
  count: repo.countLeads,
  item: toLead,
});

/** Marking a lead handled records who did it and when; unmarking clears both. */
export async function setLeadHandled(
  db: Db,
  actor: Actor & { id: number },
  id: number,
  handled: boolean,
): Promise<TLead> {
  return db.transaction(async (tx) => {
    const before = await repo.findLead(tx, id);
    if (!before || !(await repo.setLeadHandled(tx, id, handled ? actor.id : null)))
      throw new AppError('NOT_FOUND', 'Lead not found');
    const after = toLead((await repo.findLead(tx, id))!);
    await recordChange(tx, actor, {
      action: 'update',
      resource: 'leads',
      resourceId: id,
      summary: `Marked the lead from ${after.name} ${handled ? 'handled' : 'not handled'}`,
      before: toLead(before),
      after,
    });
    return after;
  });
}
