import {
  API,
  ZCustomerAccount,
  ZCustomerLoginRequest,
  ZCustomerMeUpdate,
  ZCustomerPasswordRequest,
  ZCustomerSession,
  ZCustomerSignupRequest,
  ZDetailResponse,
} from '@printhub/contract';

import { requireCustomer } from '../../plugins/auth';
import * as service from './customers.auth.service';
import { updateOwnAccount } from './customers.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The customers' way in, under /api/customer/: sign-up and sign-in are public, the rest need a customer's
 * token (the default access of the realm).
 */
export const customersAuthRoutes: FastifyPluginAsyncZod<{ tokenTtlMs: number }> = async (app, opts) => {
  app.post(
    API.customerSignup,
    {
      config: { access: 'public' },
      schema: { body: ZCustomerSignupRequest, response: { 201: ZCustomerSession } },
    },
    async (req, reply) =>
      reply.status(201).send(
        await service.signup(app.db, {
          input: req.body,
          ip: req.ip,
          tokenTtlMs: opts.tokenTtlMs,
          events: app.events,
          now: app.clock.now(),
        }),
      ),
  );

  app.post(
    API.customerLogin,
    {
      config: { access: 'public' },
      schema: { body: ZCustomerLoginRequest, response: { 200: ZCustomerSession } },
    },
    async (req) => service.login(app.db, { input: req.body, ip: req.ip, tokenTtlMs: opts.tokenTtlMs }),
  );

  const logoutConfig = {
    access: 'customer',
    answers: { 204: { description: 'Signed out: the token no longer works (no body).' } },
  } as const;
  app.post(API.customerLogout, { config: logoutConfig }, async (req, reply) => {
    await service.logout(app.db, requireCustomer(req).tokenId);
    return reply.status(204).send();
  });

  app.get(
    API.customerMe,
    { config: { access: 'customer' }, schema: { response: { 200: ZCustomerAccount } } },
    async (req) => service.me(app.db, requireCustomer(req).id),
  );

  // Their e-mail switch and their GSTIN.
  app.patch(
    API.customerMe,
    {
      config: { access: 'customer' },
      schema: { body: ZCustomerMeUpdate, response: { 200: ZCustomerAccount } },
    },
    async (req) => {
      const { id } = requireCustomer(req);
      await updateOwnAccount(app.db, id, req.body);
      return service.me(app.db, id);
    },
  );

  app.post(
    API.customerPassword,
    {
      config: { access: 'customer' },
      schema: { body: ZCustomerPasswordRequest, response: { 200: ZDetailResponse } },
    },
    async (req) => {
      const { id, tokenId } = requireCustomer(req);
      await service.changePassword(app.db, { customerId: id, tokenId, input: req.body });
      return { detail: 'Password updated' };
    },
  );
};
