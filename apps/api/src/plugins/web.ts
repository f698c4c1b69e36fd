import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

import { dropPageHeaders } from './security';

import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the single-page app's index.html (every client-side route). */
    sendSpa(reply: FastifyReply): FastifyReply;
  }
}

/** A script the build wrote, or its Brotli or gzip copy. */
const BUILT_SCRIPT = /\.js(\.br|\.gz)?$/;

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The web app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached. The build writes a
 * Brotli and a gzip copy next to each text asset (apps/web/vite.config.ts), and the page is compressed
 * once at start: the copy the browser accepts is sent (Content-Encoding, Vary: Accept-Encoding), the file
 * itself otherwise.
 * Every path gets index.html as built: the app's router picks the screen, and the page asks for that
 * screen's scripts itself.
 */
export default fp<{ webDist: string }>(
  async (app, opts) => {
    const indexPath = path.join(opts.webDist, 'index.html');
    const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath) : null;
    // The page compressed once, here, from the very bytes read: no copy on disk can drift from it.
    const compressedPages = new Map<string, Buffer>(
      indexHtml
        ? [
            ['br', brotliCompressSync(indexHtml, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })],
            ['gzip', gzipSync(indexHtml, { level: 9 })],
          ]
        : [],
    );
    const pageEncodings = [...compressedPages.keys(), 'identity'];
    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        index: false,
        wildcard: false,
        // The build writes a .br and a .gz beside each script and style sheet: sent to a browser that takes them.
        preCompressed: true,
        // Source maps give the sources away: never served, even if a build left some behind.
        allowedPath: (pathname) => !pathname.endsWith('.map'),
        // The ETag answers a revalidation; a date beside it, or ranges of a script, serve nobody.
        lastModified: false,
        acceptRanges: false,
        setHeaders(reply, filePath) {
          const immutable = path.relative(opts.webDist, filePath).startsWith(`assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          // A built script is never a page: the page's policies do nothing on it (security.ts).
          if (immutable && BUILT_SCRIPT.test(filePath)) dropPageHeaders(reply.raw);
        },
      });
    }
    app.decorate('sendSpa', (reply: FastifyReply) => {
      reply
        .status(indexHtml ? 200 : 503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache');
      if (!indexHtml) return reply.send(NOT_BUILT);
      if (compressedPages.size === 0) return reply.send(indexHtml);
      reply.header('vary', 'accept-encoding');
      const accepted = reply.request.headers['accept-encoding'];
      // As @fastify/static reads the header for the scripts: any case, and `*` standing for gzip.
      const encoding = accepted
        ? negotiate(accepted.toLowerCase().replaceAll('*', 'gzip'), pageEncodings)
        : null;
      const compressed = encoding ? compressedPages.get(encoding) : undefined;
      if (!compressed) return reply.send(indexHtml);
      return reply.header('content-encoding', encoding).send(compressed);
    });
  },
  { name: 'web' },
);
