import fp from 'fastify-plugin';
import helmet from 'helmet';

import { isApiPath } from './auth';

/**
 * Security headers on every response: a strict CSP (no inline scripts, no framing), nosniff, no referrer leaks.
 * API answers are never stored by a browser or a shared cache (`Cache-Control: no-store`), errors included;
 * nor is any error. The web files keep their own caching (see web.ts).
 */
export default fp(
  async (app) => {
    // Helmet's middleware, made once: it writes the same headers on every response (@fastify/helmet, which
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
