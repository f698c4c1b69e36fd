import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  buildTestApp,
  createTestContext,
  itAllowsOnlySuperAdmins,
  jobState,
  testJobs,
  waitForJob,
  type TestContext,
} from '../../../test/helper';
import { fromPostgres, type Database } from '../../db/client';

import type { App } from '../../app';
import type { TJobsSummary } from '@printhub/contract';

// Two apps on one database, as two API processes are (on PostgreSQL each with its own pools; PGlite has one
// connection, which both use).
let names = new Map<object, string>();
const jobs = testJobs((app) => names.get(app) ?? '?');
const ctx = {} as { t: TestContext; second: App; secondDb: Database };
beforeAll(async () => {
  ctx.t = await createTestContext({ jobs: [jobs.record, jobs.flaky] });
  ctx.secondDb = ctx.t.database.url ? fromPostgres(ctx.t.database.url, 2) : ctx.t.database;
  ctx.second = await buildTestApp(ctx.secondDb, { jobs: [jobs.record, jobs.flaky] });
  names = new Map<object, string>([
    [ctx.t.app, 'first'],
    [ctx.second, 'second'],
  ]);
});
afterAll(async () => {
  await ctx.second?.close();
  if (ctx.secondDb !== ctx.t?.database) await ctx.secondDb?.close();
  await ctx.t?.close();
});

describe('the job queue', () => {
  it('runs a job queued in a committed transaction, and leaves none for a rolled-back one', async () => {
    const app = ctx.t.app;
    const rolledBack = await app.db
      .transaction(async (tx) => {
        const id = await app.jobs.enqueue(tx, jobs.record, { n: 1 });
        throw Object.assign(new Error('roll back'), { id });
      })
      .catch((err: { id: string }) => err.id);
    const committed = await app.db.transaction((tx) => app.jobs.enqueue(tx, jobs.record, { n: 2 }));

    await waitForJob(app, 'test.record', committed, 'completed');
    expect(jobs.triesOf(committed)).toHaveLength(1);
    expect(await jobState(app, 'test.record', rolledBack)).toBeNull();
    expect(jobs.triesOf(rolledBack)).toEqual([]);
  });

  it('retries a failing job with backoff: it succeeds on its third try', async () => {
    const app = ctx.t.app;
    const id = await app.jobs.enqueue(app.db, jobs.flaky, { key: 'a' });
    await waitForJob(app, 'test.flaky', id, 'completed');
    expect(await jobState(app, 'test.flaky', id)).toEqual({ state: 'completed', retryCount: 2 });
    const tries = jobs.triesOf(id);
    expect(tries.map((t) => t.retryCount)).toEqual([0, 1, 2]);
    // retryDelay 1 s with backoff: the first retry waits at least 1 s, the second at least 2 s.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(2000);
  });

  it('runs each job once with two apps working the same queue', async () => {
    const app = ctx.t.app;
    const ids = await app.db.transaction(async (tx) => {
      const queued: string[] = [];
      for (let n = 0; n < 40; n += 1) queued.push(await app.jobs.enqueue(tx, jobs.record, { n }));
      return queued;
    });
    for (const id of ids) await waitForJob(ctx.second, 'test.record', id, 'completed');
    for (const id of ids) expect(jobs.triesOf(id), id).toHaveLength(1);
  });

  it('GET /api/jobs/ counts each queue’s jobs by state', async () => {
    const res = await ctx.t.call('GET', '/api/jobs/');
    expect(res.statusCode).toBe(200);
    const { queues } = res.json<TJobsSummary>();
    const record = queues.find((q) => q.name === 'test.record');
    expect(record).toMatchObject({ completed: 41, created: 0, retry: 0, active: 0, failed: 0 });
    expect(queues.find((q) => q.name === 'test.flaky')).toMatchObject({ completed: 1, failed: 0 });
  });

  itAllowsOnlySuperAdmins(ctx, [['GET', '/api/jobs/']]);
});
