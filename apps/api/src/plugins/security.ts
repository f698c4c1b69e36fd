import fp from 'fastify-plugin';
import helmet from 'helmet';

import { isApiPath } from './auth';

/**
 * Helmet's headers, its middleware built once (Fastify's helmet plugin builds it again for every request,
 * parsing the CSP each time, a cost every answer paid).
 */
const securityHeaders = helmet({
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

/**
 * Security headers on every response: a strict CSP (no inline scripts, no framing), nosniff, no referrer leaks.
 * API answers are never stored by a browser or a shared cache (`Cache-Control: no-store`), errors included;
 * nor is any error. The web files keep their own caching (see web.ts).
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (req, reply, done) =>
      securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)),
    );
    app.addHook('onSend', async (req, reply, payload) => {
      if (isApiPath(req.url) || reply.statusCode >= 400) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security' },
);
