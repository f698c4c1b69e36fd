import fp from 'fastify-plugin';

import { isDatabaseUnavailable } from '../lib/app-error';
import { JobQueue, type JobDef } from '../lib/jobs';
import { SHUTDOWN_GRACE_MS } from '../lib/shutdown';

import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The job queue: `work` a kind of job while the app is built (or `schedule` it), `enqueue` one in a
     * transaction.
     */
    jobs: JobQueue<FastifyInstance>;
  }
}

/** A kind of job whose handler is given the app. */
export type AppJob<T extends object> = JobDef<T, FastifyInstance>;

/**
 * The job queue on the app's database, started once the app is ready (or, if the database cannot be reached
 * then, as soon as it can). When the app closes it stops fetching
 * at once (preClose, while the requests in flight finish) and gives the jobs running `graceMs` to finish;
 * the rest are failed, to be tried again.
 */
export default fp<{ graceMs?: number; runSchedules?: boolean }>(
  async (app, opts) => {
    const graceMs = opts.graceMs ?? SHUTDOWN_GRACE_MS;
    const queue = new JobQueue<FastifyInstance>(app.database, app.log, { runSchedules: opts.runSchedules });
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => {
      try {
        await queue.start(app);
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        // The API answers 503 while its database is away; the queue starts once the database is back.
        app.log.error({ err }, 'The job queue waits for the database');
        queue
          .start(app, Number.MAX_SAFE_INTEGER)
          .catch((retryErr: unknown) => app.log.error({ err: retryErr }, 'The job queue did not start'));
      }
    });
    app.addHook('preClose', async () => {
      void queue.stop(graceMs);
    });
    app.addHook('onClose', async () => queue.stop(graceMs));
  },
  { name: 'jobs', dependencies: ['db'] },
);
