import fp from 'fastify-plugin';

import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's clock, for the due dates and the dashboards (tests fix it). */
    clock: Clock;
  }
}

export default fp<{ clock: Clock }>(
  async (app, opts) => {
    app.decorate('clock', opts.clock);
  },
  { name: 'clock' },
);
