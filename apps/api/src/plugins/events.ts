import fp from 'fastify-plugin';

import { createMailer, type MailOptions } from '../modules/notifications/notifications.send.service';

import type { EventSink } from '../modules/events/events.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** What `publishEvent` is given: the job queue and the mailer. */
    events: EventSink;
  }
}

/** The events' sinks: e-mail through the outbox, sent by the `mail.send` job, and the webhooks' deliveries. */
export default fp<MailOptions>(
  async (app, opts) => {
    const { mailer, close } = createMailer(opts);
    app.jobs.work(mailer.job);
    app.decorate('events', { jobs: app.jobs, clock: app.clock, mailer });
    app.addHook('onClose', async () => close());
  },
  { name: 'events', dependencies: ['jobs'] },
);
