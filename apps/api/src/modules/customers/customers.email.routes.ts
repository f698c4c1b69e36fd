import { API, ZDetailResponse, ZVerifyEmailRequest, ZVerifyEmailResponse } from '@printhub/contract';

import { requireCustomer } from '../../plugins/auth';
import { resendVerification, verifyEmail } from './customers.email.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The customer's e-mail: verifying it with the link e-mailed at sign-up, and asking for a new link. */
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

  // The signed-in customer's link was lost or never came: a new one replaces it.
  app.post(
    API.customerVerifyEmailResend,
    { config: { access: 'customer' }, schema: { response: { 202: ZDetailResponse } } },
    async (req, reply) => {
      const email = await resendVerification(app.db, app.events, requireCustomer(req).id, app.clock.now());
      return reply.status(202).send({ detail: `A new link is on its way to ${email}.` });
    },
  );
};
