import { PgBoss, fromPglite } from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { serverDatabase, startServer, type ServerProcess } from '../../../test/server-process';
import { createPglite } from '../../db/client';
import { JOBS_SCHEMA } from '../../lib/jobs';

// The real server (test/jobs-server.ts: the app with the kind of job `test.run`) in child processes, on the
// run's engine. Its jobs are queued and read here, through pg-boss on the same database while no server runs.
const JOB = 'test.run';

let db: Awaited<ReturnType<typeof serverDatabase>>;
const servers: ServerProcess[] = [];
beforeEach(async () => {
  db = await serverDatabase();
}, 180_000);
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  await db.drop();
});

async function start(extra: Record<string, string> = {}) {
  const server = await startServer({ ...db.env, ...extra }, 'test/jobs-server.ts');
  servers.push(server);
  return server;
}

/** pg-boss on the server's database, from this process (an embedded database only while no server has it). */
async function withQueue<T>(use: (boss: PgBoss) => Promise<T>): Promise<T> {
  const url = db.env.DATABASE_URL;
  const pglite = url ? undefined : createPglite(db.env.DATA_DIR);
  const quiet = { schema: JOBS_SCHEMA, supervise: false, schedule: false, registerInstance: false } as const;
  const boss = pglite
    ? new PgBoss({ ...quiet, backend: 'pglite', db: fromPglite(pglite) })
    : new PgBoss({ ...quiet, connectionString: url, max: 2 });
  await boss.start();
  try {
    return await use(boss);
  } finally {
    await boss.stop({ graceful: false });
    await pglite?.close();
  }
}

/** Queues the jobs in order (the queue as the server creates it). */
const enqueue = (...data: object[]) =>
  withQueue(async (boss) => {
    await boss.createQueue(JOB, { retryLimit: 2, retryDelay: 1, expireInSeconds: 3600 });
    const ids: string[] = [];
    for (const d of data) ids.push((await boss.send(JOB, d))!);
    return ids;
  });

const stateOf = (id: string) =>
  withQueue(async (boss) => {
    const [job] = await boss.findJobs(JOB, { id });
    return { state: job?.state, retryCount: job?.retryCount };
  });

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the job queue across processes', () => {
  it('a job queued when the process is killed (kill -9) runs once after the restart', async () => {
    // The first job holds the only worker, so the second is still queued when the process dies.
    const [held, queued] = await enqueue({ hold: 'never' }, {});
    const first = await start();
    await first.printed(new RegExp(`test job ${held} started`));
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(first.output()).not.toContain(`test job ${queued} started`);

    const second = await start();
    await second.printed(new RegExp(`test job ${queued} started`));
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(count(first.output() + second.output(), `test job ${queued} started`)).toBe(1);
    expect(await stateOf(queued!)).toEqual({ state: 'completed', retryCount: 0 });
  }, 300_000);

  it('SIGTERM: the job running finishes within the grace period, then the process exits 0', async () => {
    const [id] = await enqueue({ hold: 'sigterm' });
    const server = await start();
    await server.printed(new RegExp(`test job ${id} started`));
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain(`test job ${id} finished`);
    expect(await stateOf(id!)).toEqual({ state: 'completed', retryCount: 0 });
  }, 300_000);

  it('SIGTERM: a job still running after the grace period goes back to the queue, to be tried again', async () => {
    const [id] = await enqueue({ hold: 'never' });
    const server = await start({ SHUTDOWN_GRACE_S: '1' });
    await server.printed(new RegExp(`test job ${id} started`));
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await stateOf(id!)).toEqual({ state: 'retry', retryCount: 0 });
  }, 300_000);
});
