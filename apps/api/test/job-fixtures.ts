import { expect, vi } from 'vitest';

import { defineJob, type JobState } from '../src/lib/jobs';
import { queueCounts } from '../src/modules/jobs/jobs.repository';

import type { App } from '../src/app';
import type { AppJob } from '../src/plugins/jobs';
import type { FastifyInstance } from 'fastify';

/** One try of a test job: which job, in which app, its try number. */
export type JobTry = { id: string; app: string; retryCount: number; at: number };

/**
 * Kinds of job for tests, recording every try in `tries`. `test.record` succeeds; `test.flaky` fails until its
 * third try, retried after 1 s, then about 2 s (backoff).
 */
export function testJobs(appName: (app: FastifyInstance) => string) {
  const tries: JobTry[] = [];
  const note = (id: string, app: FastifyInstance, retryCount: number) =>
    tries.push({ id, app: appName(app), retryCount, at: Date.now() });
  const record: AppJob<{ n: number }> = defineJob('test.record', { pollSeconds: 0.5 }, async (_data, run) => {
    note(run.id, run.app, run.retryCount);
  });
  const flaky: AppJob<{ key: string }> = defineJob(
    'test.flaky',
    { retryLimit: 3, retryDelay: 1, retryBackoff: true, pollSeconds: 0.5 },
    async (_data, run) => {
      note(run.id, run.app, run.retryCount);
      if (run.retryCount < 2) throw new Error(`try ${run.retryCount + 1} fails`);
    },
  );
  return { tries, record, flaky, triesOf: (id: string) => tries.filter((t) => t.id === id) };
}

/** The job's state and retry count, or null when it does not exist. */
export async function jobState(app: App, name: string, id: string) {
  const [job] = await app.jobs.boss.findJobs(name, { id });
  return job ? { state: job.state as JobState, retryCount: job.retryCount } : null;
}

/** Polls until the job reaches `state` (fails the test after `timeout` ms). */
export async function waitForJob(app: App, name: string, id: string, state: JobState, timeout = 30_000) {
  await vi.waitFor(async () => expect((await jobState(app, name, id))?.state).toBe(state), {
    timeout,
    interval: 100,
  });
}

/**
 * Polls until no job of the queue `name` waits or runs: the background work of what the test did before (an
 * order's first page being drawn) is done.
 */
export async function waitForQueueIdle(app: App, name: string, timeout = 30_000) {
  await vi.waitFor(
    async () => {
      const queue = (await queueCounts(app.db)).find((q) => q.name === name);
      expect((queue?.created ?? 0) + (queue?.retry ?? 0) + (queue?.active ?? 0)).toBe(0);
    },
    { timeout, interval: 100 },
  );
}
