import fp from 'fastify-plugin';

import { AppError } from '../lib/app-error';
import * as auth from '../modules/auth/auth.service';
import * as customerAuth from '../modules/customers/customers.auth.service';

import type { AccountRow } from '../modules/staff-users/staff-users.repository';
import type { FastifyRequest } from 'fastify';

/**
 * Who may call a route. Back-office API routes are super-admin only unless they say otherwise, and routes
 * under /api/customer/ are the customers' unless they say 'public', so that a route someone forgets to mark
 * is closed, not open.
 *  - public: anyone;  - staff: any signed-in account;  - superuser: super admins only;
 *  - customer: a signed-in customer (a customer's token; a back-office token is none here);
 *  - staff-or-customer: a signed-in account or a signed-in customer, outside the customers' realm, for the
 *    few back-office routes whose objects a customer may own too (an order's files); the handler decides
 *    per object (see `mayDownloadOrderFile`).
 */
export type Access = 'public' | 'staff' | 'superuser' | 'customer' | 'staff-or-customer';

/** The signed-in customer of a 'customer' route. */
export type CustomerSession = { id: number; tokenId: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    account: AccountRow | null;
    tokenId: number | null;
    customer: CustomerSession | null;
  }
}

const API_PREFIXES = ['/api/', '/referral_app/', '/coupon_app/'];
/** The customers' realm: only customer tokens are sessions under it. */
export const CUSTOMER_PREFIX = '/api/customer/';

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p));
}

export function isCustomerPath(url: string): boolean {
  return url.startsWith(CUSTOMER_PREFIX);
}

/** Who may call a route that declares `declared` (or nothing) at `url`. */
export function accessOf(url: string, declared: Access | undefined): Access {
  if (declared) return declared;
  return isCustomerPath(url) ? 'customer' : isApiPath(url) ? 'superuser' : 'public';
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^(Bearer|Token)\s+(\S{20,200})$/i.exec(header.trim());
  return match?.[2] ?? null;
}

/** The signed-in account; only for routes whose access is 'staff' or 'superuser'. */
export function requireAccount(req: FastifyRequest): { account: AccountRow; tokenId: number } {
  if (!req.account || req.tokenId === null) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return { account: req.account, tokenId: req.tokenId };
}

/** The signed-in customer ({id, tokenId}); only for routes whose access is 'customer'. */
export function requireCustomer(req: FastifyRequest): CustomerSession {
  if (!req.customer) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return req.customer;
}

export default fp<{ tokenIdleMs: number }>(
  async (app, opts) => {
    app.decorateRequest('account', null);
    app.decorateRequest('tokenId', null);
    app.decorateRequest('customer', null);
    const idleMs = opts.tokenIdleMs;
    // The two realms never mix: a back-office access under /api/customer/, or a customer route elsewhere,
    // is a mistake refused when the route is added.
    app.addHook('onRoute', (route) => {
      const access = accessOf(route.url, route.config?.access);
      const customerPath = isCustomerPath(route.url);
      if (
        (customerPath && (access === 'staff' || access === 'superuser' || access === 'staff-or-customer')) ||
        (!customerPath && access === 'customer')
      )
        throw new Error(`${route.url}: access '${access}' belongs to the other realm`);
    });
    app.addHook('onRequest', async (req) => {
      const access = accessOf(req.routeOptions.url ?? '', req.routeOptions.config.access);
      if (access === 'public') return;
      const token = bearerToken(req);
      if (access === 'customer') {
        const session = token ? await customerAuth.authenticate(app.db, token, idleMs) : null;
        if (!session) throw new AppError('UNAUTHORIZED', 'Not signed in');
        req.customer = { id: session.customerId, tokenId: session.tokenId };
        return;
      }
      const session = token ? await auth.authenticate(app.db, token, idleMs) : null;
      if (!session && token && access === 'staff-or-customer') {
        const customer = await customerAuth.authenticate(app.db, token, idleMs);
        if (customer) {
          req.customer = { id: customer.customerId, tokenId: customer.tokenId };
          return;
        }
      }
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
