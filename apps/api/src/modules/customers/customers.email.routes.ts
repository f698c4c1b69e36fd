import { API, ZVerifyEmailRequest, ZVerifyEmailResponse } from '@printhub/contract';

import { verifyEmail } from './customers.email.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The customer's e-mail: verifying it with the link e-mailed at sign-up. */
export const customersEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the page the e-mailed link opens posts its token here, signed in or not.
  app.post(
    API.customerVerifyEmail,
    {
      config: { access: 'public' },
      schema: { body: ZVerifyEmailRequest, response: { 200: ZVerifyEmailResponse } },
    },
    async (req) => {
      await verifyEmail(app.db, req.body.token, app.clock.now());
      return { email_verified: true as const };
    },
  );
};
