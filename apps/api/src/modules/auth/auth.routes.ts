import { z } from 'zod';

import { API, ZCurrentUser, ZLoginRequest, ZLoginResponse, ZUpdatePasswordRequest } from '@printhub/contract';

import { requireAccount } from '../../plugins/auth';
import { actorOf } from '../audit-log/audit-log.actor.routes';
import * as auth from './auth.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const authRoutes: FastifyPluginAsyncZod<{ tokenTtlMs: number }> = async (app, opts) => {
  app.post(
    API.login,
    { config: { access: 'public' }, schema: { body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (req) => auth.login(app.db, { input: req.body, ip: req.ip, tokenTtlMs: opts.tokenTtlMs }),
  );

  app.get(
    API.profile,
    { config: { access: 'staff' }, schema: { response: { 200: ZCurrentUser } } },
    async (req) => auth.toCurrentUser(requireAccount(req).account),
  );

  const logoutConfig = {
    access: 'staff',
    answers: { 204: { description: 'Signed out: the token no longer works (no body).' } },
  } as const;
  app.post(API.logout, { config: logoutConfig }, async (req, reply) => {
    await auth.logout(app.db, requireAccount(req).tokenId);
    return reply.status(204).send();
  });

  app.post(
    API.updatePassword,
    {
      config: { access: 'staff' },
      schema: { body: ZUpdatePasswordRequest, response: { 200: z.object({ detail: z.string() }) } },
    },
    async (req) => {
      const { account, tokenId } = requireAccount(req);
      await auth.updatePassword(app.db, actorOf(req), { accountId: account.id, tokenId, input: req.body });
      return { detail: 'Password updated' };
    },
  );
};
