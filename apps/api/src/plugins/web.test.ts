import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, type TestContext } from '../../test/helper';

/** A build as the web build writes it: index.html with its bootstrap, and the per-path hints (vite.config.ts). */
const BOOTSTRAP = '(function bootstrap(plan){void plan})({"routes":[]});';
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><script>${BOOTSTRAP}</script>
<title>PrintHub</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"></div></body></html>`;
const LIST = ['/assets/app-entry-a1.js', '/assets/react-b2.js', '/assets/order-list-page-c3.js'];
const ORDER = ['/assets/app-entry-a1.js', '/assets/react-b2.js', '/assets/order-detail-page-d4.js'];
const PRELOADS = { '/assigned_orders': LIST, '/completed_orders': LIST, '/order/:id': ORDER };

let t: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'printhub-web-'));
  await fs.mkdir(path.join(webDist, '.vite'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
  await fs.writeFile(path.join(webDist, '.vite', 'route-preloads.json'), JSON.stringify(PRELOADS));
  t = await createTestContext({ webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map(
    ([, href]) => href,
  );

describe('the page for a staff path', () => {
  it('names the app’s and the screen’s scripts, in the head, for the path the build lists', async () => {
    for (const [url, scripts] of [
      ['/assigned_orders', LIST],
      ['/assigned_orders?page=2', LIST],
      ['/completed_orders', LIST],
      ['/order/41', ORDER],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(preloads(res.body), url).toEqual(scripts);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(preloads(head), url).toEqual(scripts);
      // The rest of the page is the build's.
      expect(res.body.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(INDEX);
    }
  });

  it('is the build’s index.html, without hints, for any path the app does not list', async () => {
    for (const url of ['/login', '/qr_codes', '/order/41/x', '/assigned_orders/x', '/nope', '/']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('allows the inline bootstrap by its hash, and no other inline script, however the page is asked for', async () => {
    const hash = `'sha256-${createHash('sha256').update(BOOTSTRAP).digest('base64')}'`;
    const policies = new Set<string>();
    for (const url of ['/assigned_orders', '/login', '/nope', '/index.html', '/api/health']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
      expect(scriptSrc, url).toBe(`script-src 'self' ${hash}`);
      expect(csp).toContain("object-src 'none'");
      policies.add(csp);
    }
    // index.html asked for by its own name is the build's page, under the same policy as every route.
    expect((await page('/index.html')).body).toBe(INDEX);
    expect(policies.size).toBe(1);
  });
});
