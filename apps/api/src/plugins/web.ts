import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the single-page app's index.html (every client-side route). */
    sendSpa(reply: FastifyReply): FastifyReply;
  }
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The web app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/** Written by the web build (apps/web/vite.config.ts): per route pattern, the scripts that path's screen needs. */
const ROUTE_PRELOADS = path.join('.vite', 'route-preloads.json');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html with `modulepreload` hints, one variant per route pattern of the build's route-preloads.json
 * ('/order/:id': a `:name` segment matches any one segment), made once: a path the build names gets its
 * screen's scripts asked for by the document itself, beside the page entry, instead of one chunk after another
 * as each arrives and names the next (issue #22). Any other path gets index.html as built.
 */
function routePages(webDist: string, indexHtml: string): (pathname: string) => Buffer | undefined {
  const file = path.join(webDist, ROUTE_PRELOADS);
  if (!fs.existsSync(file)) return () => undefined;
  const preloads = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  const exact = new Map<string, Buffer>();
  const patterns: Array<{ match: RegExp; page: Buffer }> = [];
  for (const [pattern, scripts] of Object.entries(preloads)) {
    const links = scripts
      // Low: the page's bootstrap sends the screen's data request as it is parsed, and a browser gives a freed
      // connection to the request of highest priority; at one priority, the data would wait behind every script.
      .map(
        (href) =>
          `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(href)}">`,
      )
      .join('');
    const page = Buffer.from(indexHtml.replace('</head>', `${links}</head>`));
    if (!pattern.includes('/:')) {
      exact.set(pattern, page);
      continue;
    }
    const source = pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    patterns.push({ match: new RegExp(`^${source}$`), page });
  }
  return (pathname) => exact.get(pathname) ?? patterns.find(({ match }) => match.test(pathname))?.page;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached. The build writes a
 * Brotli and a gzip copy next to each text asset (apps/web/vite.config.ts): the copy the
 * browser accepts is sent (Content-Encoding, Vary: Accept-Encoding), the file itself otherwise.
 *
 * index.html holds one inline script, the bootstrap that sends a signed-in screen's first requests as the
 * page is parsed (apps/web/src/app/routes/boot-requests.ts): the Content-Security-Policy (security.ts,
 * the same on every response) allows exactly that script, by its hash. For the staff path's screens the
 * page also names their scripts (`modulepreload`, see routePages).
 */
export default fp<{ webDist: string }>(
  async (app, opts) => {
    const indexPath = path.join(opts.webDist, 'index.html');
    const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath) : null;
    const pageFor = indexHtml ? routePages(opts.webDist, indexHtml.toString('utf8')) : () => undefined;
    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        index: false,
        wildcard: false,
        // The build writes a .br and a .gz beside each script and style sheet: sent to a browser that takes them.
        preCompressed: true,
        // Source maps give the sources away: never served, even if a build left some behind.
        allowedPath: (pathname) => !pathname.endsWith('.map'),
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.decorate('sendSpa', (reply: FastifyReply) => {
      const pathname = reply.request.url.split('?')[0]!;
      return reply
        .status(indexHtml ? 200 : 503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(pageFor(pathname) ?? indexHtml ?? NOT_BUILT);
    });
  },
  { name: 'web' },
);
