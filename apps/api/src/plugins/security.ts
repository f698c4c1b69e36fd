import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

import { isApiPath } from './auth';

/**
 * Security headers on every response: a strict CSP (no inline scripts, no framing), nosniff, no referrer leaks.
 * API answers are never stored by a browser or a shared cache (`Cache-Control: no-store`), errors included;
 * nor is any error. The web files keep their own caching (see web.ts).
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
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
    app.addHook('onSend', async (req, reply, payload) => {
      if (isApiPath(req.url) || reply.statusCode >= 400) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security' },
);
