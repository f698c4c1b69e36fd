import { API, ZJobsSummary } from '@printhub/contract';

import { jobsSummary } from './jobs.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The job queue's state (super admins: the default access). */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.jobs, { schema: { response: { 200: ZJobsSummary } } }, async () => jobsSummary(app.db));
};
