import { sql } from 'drizzle-orm';

import { rowsOf } from '../../db/rows';
import { JOBS_SCHEMA } from '../../lib/jobs';

import type { DbOrTx } from '../../db/client';

export type QueueCountsRow = {
  name: string;
  created: number;
  retry: number;
  active: number;
  completed: number;
  failed: number;
  cancelled: number;
  oldest_waiting_seconds: number | null;
};

/**
 * Every queue of pg-boss's tables with its jobs counted by state, and the wait of its oldest job due to run
 * (by the database's clock, as pg-boss's own).
 */
export async function queueCounts(db: DbOrTx): Promise<QueueCountsRow[]> {
  const schema = sql.identifier(JOBS_SCHEMA);
  const count = (state: string) => sql`count(j.id) filter (where j.state = ${state})::int`;
  return rowsOf<QueueCountsRow>(
    await db.execute(sql`
      select q.name,
        ${count('created')} as created, ${count('retry')} as retry, ${count('active')} as active,
        ${count('completed')} as completed, ${count('failed')} as failed, ${count('cancelled')} as cancelled,
        floor(extract(epoch from now() - min(j.start_after)
          filter (where j.state in ('created', 'retry') and j.start_after <= now())))::int as oldest_waiting_seconds
      from ${schema}.queue q left join ${schema}.job j on j.name = q.name
      group by q.name
      order by q.name`),
  );
}
