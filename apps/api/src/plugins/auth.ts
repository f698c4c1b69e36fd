import fp from 'fastify-plugin';

import { AppError } from '../lib/app-error';
import * as auth from '../modules/auth/auth.service';

import type { AccountRow } from '../modules/staff-users/staff-users.repository';
import type { FastifyRequest } from 'fastify';

/**
 * Who may call a route. API routes are super-admin only unless they say otherwise, so that a
 * route someone forgets to mark is closed, not open.
 *  - public: anyone;  - staff: any signed-in account;  - superuser: super admins only.
 */
export type Access = 'public' | 'staff' | 'superuser';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    account: AccountRow | null;
    tokenId: number | null;
  }
}

const API_PREFIXES = ['/api/', '/referral_app/', '/coupon_app/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p));
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^(Bearer|Token)\s+(\S{20,200})$/i.exec(header.trim());
  return match?.[2] ?? null;
}

/** The signed-in account; only for routes whose access is not 'public'. */
export function requireAccount(req: FastifyRequest): { account: AccountRow; tokenId: number } {
  if (!req.account || req.tokenId === null) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return { account: req.account, tokenId: req.tokenId };
}

export default fp<{ tokenIdleMs: number }>(
  async (app, opts) => {
    app.decorateRequest('account', null);
    app.decorateRequest('tokenId', null);
    app.addHook('onRequest', async (req) => {
      const routeUrl = req.routeOptions.url ?? '';
      const access: Access = req.routeOptions.config.access ?? (isApiPath(routeUrl) ? 'superuser' : 'public');
      if (access === 'public') return;
      const token = bearerToken(req);
      const session = token ? await auth.authenticate(app.db, token, { idleMs: opts.tokenIdleMs }) : null;
      if (!session) throw new AppError('UNAUTHORIZED', 'Not signed in');
      req.account = session.account;
      req.tokenId = session.tokenId;
      if (access === 'superuser' && !session.account.isSuperuser) {
        throw new AppError('FORBIDDEN', 'You do not have permission to do this');
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
