import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, type TestContext } from '../../../test/helper';
import { journalMigrations } from '../../db/migrate';
import { rowsOf } from '../../db/rows';

let t: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'printhub-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>PrintHub SPA</title>');
  await fs.writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The build's compressed copies of an asset (written by the web build, vite.config.ts).
  const big = 'console.log("a compressible line");\n'.repeat(200);
  await fs.writeFile(path.join(webDist, 'assets', 'big-def456.js'), big);
  await fs.writeFile(path.join(webDist, 'assets', 'big-def456.js.br'), zlib.brotliCompressSync(big));
  await fs.writeFile(path.join(webDist, 'assets', 'big-def456.js.gz'), zlib.gzipSync(big));
  // A build that still wrote source maps: they must not be served all the same.
  await fs.writeFile(
    path.join(webDist, 'assets', 'app-abc123.js.map'),
    '{"version":3,"sources":["src/secret.ts"]}',
  );
  await fs.writeFile(path.join(webDist, 'sign-in.js.map'), '{"version":3}');
  await fs.writeFile(path.join(webDist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestContext({ webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers ok once the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

  it('answers ok while the database answers and every migration is applied', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 while the newest migration is not recorded as applied', async () => {
    const total = (await journalMigrations()).length;
    const db = t.database.db;
    const [newest] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await db.execute(sql`delete from drizzle.__drizzle_migrations
        where id = (select id from drizzle.__drizzle_migrations order by created_at desc limit 1)
        returning id, hash, created_at::text as created_at`),
    );
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: `The database is not migrated: 1 of ${total} migrations are not applied`,
        request_id: res.headers['x-request-id'],
      });
      // Liveness is another question: the database answers.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
        values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 on a database that was never migrated (no migrations table at all)', async () => {
    const total = (await journalMigrations()).length;
    const db = t.database.db;
    await db.execute(sql`alter schema drizzle rename to drizzle_away`);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe(
        `The database is not migrated: ${total} of ${total} migrations are not applied`,
      );
    } finally {
      await db.execute(sql`alter schema drizzle_away rename to drizzle`);
    }
    expect((await ready()).statusCode).toBe(200);
  });
});

describe('GET /api/app-info', () => {
  it('tells the product name, public URL and shop time zone without sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-info' });
    expect(res.json()).toEqual({
      app_name: 'PrintHub',
      public_url: 'http://printhub.test',
      shop_time_zone: 'Asia/Kolkata',
    });
  });
});

describe('the web app', () => {
  it('answers every client-side route with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/dashboard', '/order/12', '/some/deep/path/logout']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('PrintHub SPA');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy of an asset the browser accepts, and the file to one that accepts none', async () => {
    const big = 'console.log("a compressible line");\n'.repeat(200);
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(big);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(big);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);

    // An asset without copies is sent as it is, whatever the browser accepts.
    const small = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('never serves source maps, whatever the build left in its folder', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/sign-in.js.map', '/assets/missing.js.map']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('version');
    }
    expect((await t.app.inject({ method: 'GET', url: '/logo.svg' })).statusCode).toBe(200);
  });

  it('answers 404, not the app, for a path whose last part looks like a file', async () => {
    for (const url of ['/favicon.ico', '/files/x.pdf', '/assets/missing.js', '/robots.txt', '/a/b.c?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
    // Dots elsewhere (a client route's query, an earlier segment) still get the app.
    for (const url of ['/orders/12', '/clientVouchers?clientName=Acme.Co&voucherList=W10', '/v1.2/orders']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('PrintHub SPA');
    }
  });

  it('answers JSON 404 for unknown API paths and non-GET methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope/'],
      ['POST', '/dashboard'],
      ['GET', '/referral_app/nope'],
      ['GET', '/assets/app-old123.js'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
  });
});

describe('security headers', () => {
  it('are on API answers, errors and pages alike', async () => {
    for (const url of ['/api/health', '/api/profile/', '/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});
