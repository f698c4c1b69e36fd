import * as repo from './jobs.repository';

import type { Db } from '../../db/client';
import type { TJobsSummary } from '@printhub/contract';

/** The job queue's state: each kind of job with its jobs counted by state. */
export async function jobsSummary(db: Db): Promise<TJobsSummary> {
  return { queues: await repo.queueCounts(db) };
}
