import { formatMoney, type TTimelineEntry } from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { findCustomer } from './customers.repository';
import * as repo from './customers.timeline.repository';

import type { Db } from '../../db/client';

/** A page of one customer's timeline: orders, coin entries, purchases and referrals, newest first. */
export async function customerTimeline(
  db: Db,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: TTimelineEntry[] }> {
  if (!(await findCustomer(db, customerId))) throw new AppError('NOT_FOUND', 'User not found');
  const { rows, count } = await repo.timeline(db, customerId, page);
  return {
    count,
    results: rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      at: new Date(r.at).toISOString(),
      summary: r.money === null ? r.summary : `${r.summary}${formatMoney(r.money)}`,
      coins: r.coins,
    })),
  };
}
