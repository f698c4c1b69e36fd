import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, type TestContext } from '../../test/helper';
import { PAGE_ONLY_HEADERS } from './security';

/** A build as the web build writes it: index.html with its entry and no inline script (vite.config.ts). */
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><script src="/color-scheme.js"></script>
<title>PrintHub</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"></div></body></html>`;
/** What earlier builds wrote for the server to hint per path: it hints nothing now, whatever the file says. */
const OLD_PRELOADS = {
  '/assigned_orders': ['/assets/app-entry-a1.js'],
  '/order/:id': ['/assets/app-entry-a1.js'],
};

const SCRIPT = `export const answer = ${'42 + '.repeat(400)}0;\n`;

let t: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'printhub-web-'));
  await fs.mkdir(path.join(webDist, '.vite'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
  await fs.writeFile(path.join(webDist, '.vite', 'route-preloads.json'), JSON.stringify(OLD_PRELOADS));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc.js'), SCRIPT);
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
  t = await createTestContext({ webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('the page', () => {
  it('is the build’s index.html, byte for byte, at every path, with no hint of a screen’s scripts', async () => {
    // A signed-out visitor at a staff path sees the sign-in screen: no hint makes them download the app.
    for (const url of ['/assigned_orders', '/assigned_orders?page=2', '/order/41', '/login', '/nope', '/']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.link, url).toBeUndefined();
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('is sent compressed, Brotli or gzip, to a browser that takes one, as itself otherwise', async () => {
    const asked = (url: string, encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const cases: Array<[string, string | undefined, (body: Buffer) => Buffer]> = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
      ['gzip, br;q=0', 'gzip', gunzipSync],
      ['GZIP', 'gzip', gunzipSync],
      ['br;q=0, *', 'gzip', gunzipSync],
      ['*', 'gzip', gunzipSync],
      ['deflate', undefined, (body) => body],
      ['br;q=0, gzip;q=0', undefined, (body) => body],
    ];
    for (const [accepted, encoding, decode] of cases) {
      for (const url of ['/assigned_orders', '/login']) {
        const res = await asked(url, accepted);
        expect(res.statusCode, accepted).toBe(200);
        expect(res.headers['content-encoding'], accepted).toBe(encoding);
        expect(res.headers.vary, accepted).toMatch(/accept-encoding/i);
        expect(res.headers['content-type'], accepted).toBe('text/html; charset=utf-8');
        expect(decode(res.rawPayload).toString('utf8'), accepted).toBe(INDEX);
      }
    }
  });

  it('allows no inline script, however the page is asked for', async () => {
    const policies = new Set<string>();
    for (const url of ['/assigned_orders', '/login', '/nope', '/index.html', '/api/health']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
      expect(scriptSrc, url).toBe("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      policies.add(csp);
    }
    // index.html asked for by its own name is the build's page, under the same policy as every route.
    expect((await page('/index.html')).body).toBe(INDEX);
    expect(policies.size).toBe(1);
  });
});

describe('a built script', () => {
  const PAGE_ONLY = [...PAGE_ONLY_HEADERS];

  it('carries the headers a script needs and none of the page’s, plain or compressed', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/index-abc.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding === 'br' ? 'br' : undefined);
      expect(res.headers['content-type'], encoding).toMatch(/^application\/javascript/);
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options'], encoding).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], encoding).toBe('same-origin');
      expect(res.headers['strict-transport-security'], encoding).toBeDefined();
      expect(res.headers.etag, encoding).toBeDefined();
      expect(res.headers['last-modified'], encoding).toBeUndefined();
      for (const name of PAGE_ONLY) expect(res.headers[name], `${encoding} ${name}`).toBeUndefined();
    }
  });

  it('leaves the page’s headers on anything that is not a built script, a missing one included', async () => {
    for (const url of ['/assets/missing-abc.js', '/assigned_orders', '/api/health']) {
      const res = await page(url);
      for (const name of PAGE_ONLY) expect(res.headers[name], `${url} ${name}`).toBeDefined();
    }
  });
});
