import fp from 'fastify-plugin';

import { JobQueue, type JobDef } from '../lib/jobs';
import { SHUTDOWN_GRACE_MS } from '../lib/shutdown';

import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: `work` a kind of job while the app is built, `enqueue` one in a transaction. */
    jobs: JobQueue<FastifyInstance>;
  }
}

/** A kind of job whose handler is given the app. */
export type AppJob<T extends object> = JobDef<T, FastifyInstance>;

/**
 * The job queue on the app's database, started once the app is ready. When the app closes it stops fetching
 * at once (preClose, while the requests in flight finish) and gives the jobs running `graceMs` to finish;
 * the rest are failed, to be tried again.
 */
export default fp<{ graceMs?: number }>(
  async (app, opts) => {
    const graceMs = opts.graceMs ?? SHUTDOWN_GRACE_MS;
    const queue = new JobQueue<FastifyInstance>(app.database, app.log);
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start(app));
    app.addHook('preClose', async () => {
      void queue.stop(graceMs);
    });
    app.addHook('onClose', async () => queue.stop(graceMs));
  },
  { name: 'jobs', dependencies: ['db'] },
);
