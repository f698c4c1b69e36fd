import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

import fp from 'fastify-plugin';

import { AppError } from '../lib/app-error';
import { SessionCache } from '../lib/session-cache';
import * as auth from '../modules/auth/auth.service';
import * as customerAuth from '../modules/customers/customers.auth.service';

import type { StaffSession } from '../modules/auth/auth.repository';
import type { CustomerTokenSession } from '../modules/customers/customers.auth.repository';
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
    /**
     * A request run again by the onSend check below, inside the request it answers: that outer request is
     * the one answered, and the one the request metrics count; this one is a part of it.
     */
    isRerun: boolean;
  }
}

/** Marks a request run again by the onSend check below (with this process's secret, so never a caller's). */
const RERUN_HEADER = 'x-printhub-rerun';
/** Headers of a run-again answer that are the outer answer's own. */
const SKIPPED_HEADERS = new Set(['x-request-id', 'connection', 'date', 'transfer-encoding', 'keep-alive']);

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
    app.decorateRequest('isRerun', false);
    // Sessions already looked up, while this process hears the database's session changes (lib/session-cache).
    const staffSessions = new SessionCache<StaffSession>();
    const customerSessions = new SessionCache<CustomerTokenSession>();
    await staffSessions.listenForChanges(app.database);
    await customerSessions.listenForChanges(app.database);
    app.addHook('onClose', async () => {
      await staffSessions.close();
      await customerSessions.close();
    });
    const staffOpts = { idleMs: opts.tokenIdleMs, cache: staffSessions };
    const customerOpts = { idleMs: opts.tokenIdleMs, cache: customerSessions };
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
    // A GET (it writes nothing) takes a cached session at once and has it confirmed before its answer is
    // sent (onSend, below); any other method, and a request re-run below, confirm it first (a HEAD too: its
    // answer's length is the body it does not send, which a re-run could not give).
    const confirms = new WeakMap<FastifyRequest, () => Promise<boolean>>();
    const rerun = randomBytes(16).toString('hex');
    app.addHook('onRequest', async (req) => {
      req.isRerun = req.headers[RERUN_HEADER] === rerun;
      const access = accessOf(req.routeOptions.url ?? '', req.routeOptions.config.access);
      if (access === 'public') return;
      const token = bearerToken(req);
      if (token && req.method === 'GET' && !req.isRerun) {
        if (access === 'customer') {
          const hit = customerAuth.authenticateCached(app.db, token, customerOpts);
          if (hit) {
            confirms.set(req, hit.confirm);
            req.customer = { id: hit.session.customerId, tokenId: hit.session.tokenId };
            return;
          }
        } else {
          const hit = auth.authenticateCached(app.db, token, staffOpts);
          if (hit && (access !== 'superuser' || hit.session.account.isSuperuser)) {
            confirms.set(req, hit.confirm);
            req.account = hit.session.account;
            req.tokenId = hit.session.tokenId;
            return;
          }
        }
      }
      if (access === 'customer') {
        const session = token ? await customerAuth.authenticate(app.db, token, customerOpts) : null;
        if (!session) throw new AppError('UNAUTHORIZED', 'Not signed in');
        req.customer = { id: session.customerId, tokenId: session.tokenId };
        return;
      }
      const session = token ? await auth.authenticate(app.db, token, staffOpts) : null;
      if (!session && token && access === 'staff-or-customer') {
        const customer = await customerAuth.authenticate(app.db, token, customerOpts);
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
    // The cached session's confirmation: the answer goes out only if every session change committed before
    // the request arrived, and any heard since, left the session as it was. Otherwise (a sign-out, a
    // revocation, a deactivation, a password change or a rename of its owner) the request is answered as if
    // it had just arrived: run again, its session confirmed first, its answer sent instead (a 401 when the
    // session has ended). Rare: a change to the owner while the request runs.
    app.addHook('onSend', async (req, reply, payload) => {
      const confirm = confirms.get(req);
      if (!confirm) return payload;
      confirms.delete(req);
      if (await confirm()) return payload;
      if (payload instanceof Readable) payload.destroy();
      // Under the same request id, so that its log lines are the request's. A server closing (a graceful
      // stop) takes no new request, this one included: the caller is told to try again. Its answer is
      // streamed to the caller as it comes (a large export is never held whole), and a caller that goes away
      // stops it (its handler's stream is destroyed, as the caller's own request's would be).
      const gone = new AbortController();
      const stop = () => {
        if (!reply.raw.writableFinished) gone.abort();
      };
      reply.raw.once('close', stop);
      if (reply.raw.destroyed) stop();
      const again = await app
        .inject({
          method: 'GET',
          url: req.url,
          headers: { ...req.headers, 'x-request-id': req.id, [RERUN_HEADER]: rerun },
          payloadAsStream: true,
          signal: gone.signal,
        })
        .catch(() => {
          // The caller went away: nobody is left to answer (its status stays the first run's).
          if (gone.signal.aborted) return null;
          throw AppError.busy();
        });
      if (!again) return '';
      for (const name of Object.keys(reply.getHeaders())) {
        if (name !== 'x-request-id') reply.removeHeader(name);
      }
      for (const [name, value] of Object.entries(again.headers)) {
        if (value !== undefined && !SKIPPED_HEADERS.has(name)) reply.header(name, value);
      }
      reply.code(again.statusCode);
      return again.stream();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
