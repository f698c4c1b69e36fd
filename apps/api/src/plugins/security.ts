import fp from 'fastify-plugin';
import helmet from 'helmet';

import { isApiPath } from './auth';

import type { ServerResponse } from 'node:http';

/**
 * The headers that only a document (or a worker, which the app has none of) acts on. Of them, only the
 * referrer policy touches a module script (the requests of its imports), and those are all same-origin, sent
 * under the page's own `same-origin` policy. A built script drops them (`dropPageHeaders`), keeping nosniff,
 * its resource policy and HSTS: ≈ 700 bytes less on each script a staff screen loads.
 */
export const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Removes the page-only headers from a response that is a built script (web.ts): never from a page. */
export function dropPageHeaders(res: ServerResponse): void {
  for (const name of PAGE_ONLY_HEADERS) res.removeHeader(name);
}

/**
 * Security headers on every response: a strict CSP (no framing, no inline script: the built page has none),
 * nosniff, no referrer leaks. API answers are never stored by a browser or a
 * shared cache (`Cache-Control: no-store`), errors included; nor is any error. The web files keep their own
 * caching (see web.ts), and a built script only the headers a script needs (`dropPageHeaders`).
 */
export default fp(
  async (app) => {
    // One policy for every response, so that the page carries it however it is asked for (a client-side
    // route, /index.html itself, an error page). Helmet's middleware, made once: it writes the same headers
    // on every response (@fastify/helmet, which
    // this used to be, built the middleware again, directives parsed and all, for each request).
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (emotion) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', (req, reply, done) =>
      applyHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)),
    );
    app.addHook('onSend', (req, reply, payload, done) => {
      if (isApiPath(req.url) || reply.statusCode >= 400) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security' },
);
