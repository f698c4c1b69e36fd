import {
  API,
  ZCustomerAccount,
  ZCustomerMeUpdate,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@printhub/contract';

import { requireCustomer } from '../../plugins/auth';
import { me } from './customers.auth.service';
import { setNotifyEmail, verifyEmail } from './customers.email.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The customer's e-mail: turning it off or on, and verifying it with the link e-mailed at sign-up. */
export const customersEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    API.customerMe,
    {
      config: { access: 'customer' },
      schema: { body: ZCustomerMeUpdate, response: { 200: ZCustomerAccount } },
    },
    async (req) => {
      const { id } = requireCustomer(req);
      await setNotifyEmail(app.db, id, req.body.notify_email);
      return me(app.db, id);
    },
  );

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
