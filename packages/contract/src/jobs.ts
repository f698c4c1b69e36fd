import { z } from 'zod';

/** The states of a job in the queue, in the order a job goes through them. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'failed', 'cancelled'] as const;
export type TJobState = (typeof JOB_STATES)[number];

const ZJobCounts = z.object(
  Object.fromEntries(JOB_STATES.map((s) => [s, z.number().int()])) as {
    [K in TJobState]: z.ZodNumber;
  },
);

/**
 * One kind of job: how many of its jobs are in each state (completed and failed ones are kept for a week,
 * then deleted), and how long the oldest job waiting to run (created or to retry, due now) has waited.
 */
export const ZJobQueue = ZJobCounts.extend({
  name: z.string(),
  oldest_waiting_seconds: z.number().int().nullable(),
});
export type TJobQueue = z.infer<typeof ZJobQueue>;

/** GET /api/jobs/ (super admin): every kind of job of the queue, by name. */
export const ZJobsSummary = z.object({ queues: z.array(ZJobQueue) });
export type TJobsSummary = z.infer<typeof ZJobsSummary>;
