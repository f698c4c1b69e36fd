import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import fp from 'fastify-plugin';
import helmet from 'helmet';

import { isApiPath } from './auth';

import type { ServerResponse } from 'node:http';

/** The CSP hash source of each inline script of the page (`<script>` without attributes: the bootstrap). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
  );
}

/** The inline scripts' hashes of the built index.html in `webDist`; none when it is not built. */
function builtPageHashes(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  return fs.existsSync(file) ? inlineScriptHashes(fs.readFileSync(file, 'utf8')) : [];
}

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
 * Security headers on every response: a strict CSP (no framing, no inline script but the built page's own
 * bootstrap, allowed by its hash), nosniff, no referrer leaks. API answers are never stored by a browser or a
 * shared cache (`Cache-Control: no-store`), errors included; nor is any error. The web files keep their own
 * caching (see web.ts), and a built script only the headers a script needs (`dropPageHeaders`).
 */
export default fp<{ webDist: string }>(
  async (app, opts) => {
    // index.html holds one inline script, the bootstrap that sends a screen's first requests and asks for its
    // scripts as the page is parsed (apps/web/src/app/routes/boot-requests.ts): the policy allows exactly that script, by the
    // hash of the text the build wrote ('unsafe-inline' stays out). One policy for every response, so that
    // the page carries it however it is asked for (a client-side route, /index.html itself, an error page).
    const scriptHashes = builtPageHashes(opts.webDist);
    // Helmet's middleware, made once: it writes the same headers on every response (@fastify/helmet, which
    // this used to be, built the middleware again, directives parsed and all, for each request).
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...scriptHashes],
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
